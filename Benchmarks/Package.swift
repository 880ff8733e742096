// swift-tools-version: 6.2
// NibKit's benchmarks, a package of their own so that the main build and `make test` do not
// pay for the harness. `make bench` (in the repository root) builds and runs everything.
import Foundation
import PackageDescription

/// A path dependency is named after its folder, whatever the clone was called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "NibKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/google/swift-benchmark", exact: "0.1.2"),
    ],
    targets: [
        // In-process micro figures (load, parse, draw) on google/swift-benchmark.
        .executableTarget(
            name: "nibkit-micro",
            dependencies: [
                .product(name: "NibKit", package: root),
                .product(name: "Benchmark", package: "swift-benchmark"),
            ], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The layout solver against kiwisolver: first solve and resize of a 500-view layout (issue 14).
        .executableTarget(name: "solver-bench", dependencies: [.product(name: "Cassowary", package: root)]),
        // A purpose-made screen for "bytes written for a one-cell change" on the ncursesw backend.
        .executableTarget(
            name: "onecell",
            dependencies: [
                .product(name: "NibKit", package: root),
                .product(name: "NibKitTerminal", package: root),
            ], swiftSettings: [.defaultIsolation(MainActor.self)]),
        // The list figures (issue 15): a table of up to a million rows, headless and on ncursesw.
        .executableTarget(
            name: "table-bench",
            dependencies: [
                .product(name: "NibKit", package: root),
                .product(name: "NibKitTerminal", package: root),
                .product(name: "NibKitTesting", package: root),
            ], swiftSettings: [.defaultIsolation(MainActor.self)]),
        // A real-sized screen as Xcode writes it, read, loaded, solved and drawn, against the same
        // screen in NibKit's dialect (issue 17).
        .executableTarget(
            name: "interfacebuilder-bench",
            dependencies: [
                .product(name: "NibKit", package: root),
                .product(name: "NibKitTesting", package: root),
            ], swiftSettings: [.defaultIsolation(MainActor.self)]),
        // Memory over a thousand pushes and pops of one storyboard scene (issue 16).
        .executableTarget(
            name: "navigation-bench",
            dependencies: [
                .product(name: "NibKit", package: root),
                .product(name: "NibKitTesting", package: root),
            ], swiftSettings: [.defaultIsolation(MainActor.self)]),
    ]
)
