// swift-tools-version: 6.2
import PackageDescription

/// NibKit's views and controllers live on the main actor, as UIKit's do: so does this code.
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "TipSplitter",
    dependencies: [
        .package(name: "NibKit", path: "../..")
    ],
    targets: [
        // The program: NibKit for screens, views and controllers, NibKitTerminal to run in a terminal.
        .executableTarget(
            name: "TipSplitter",
            dependencies: [
                .product(name: "NibKit", package: "NibKit"),
                .product(name: "NibKitTerminal", package: "NibKit"),
            ],
            swiftSettings: mainActor),
        // Its tests, headless: NibKitTesting draws the screens in memory and plays the input.
        .testTarget(
            name: "TipSplitterTests",
            dependencies: ["TipSplitter", .product(name: "NibKitTesting", package: "NibKit")],
            swiftSettings: mainActor),
    ]
)
