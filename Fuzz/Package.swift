// swift-tools-version: 6.2
// NibKit's fuzz targets, a package of their own so that the main build and `make test` do not
// carry libFuzzer or AddressSanitizer. `make fuzz SECONDS=N` (in the repository root) builds
// them and runs each for N seconds; Sources/NibKit/NibKit.docc/Testing.md says more.
import Foundation
import PackageDescription

/// A path dependency is named after its folder, whatever the clone was called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "NibKitFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // What the two screen fuzzers do with a document that reads: load it and use it.
        .target(
            name: "ScreenExercise",
            dependencies: [
                .product(name: "NibKit", package: root), .product(name: "NibKitTesting", package: root),
                .product(name: "ScreenChecking", package: root),
            ], swiftSettings: mainActor),
        // Screen files as XML, then loaded and drawn.
        .executableTarget(name: "fuzz-xml-screen", dependencies: ["ScreenExercise"], swiftSettings: mainActor),
        // Compiled screens (.nibc), then loaded and drawn.
        .executableTarget(name: "fuzz-compiled-screen", dependencies: ["ScreenExercise"], swiftSettings: mainActor),
        // Smoke scripts, parsed.
        .executableTarget(name: "fuzz-smoke-script", dependencies: [.product(name: "TermDriver", package: root)]),
    ]
)
