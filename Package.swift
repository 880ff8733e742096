// swift-tools-version: 6.2
import PackageDescription

/// The UI layer lives on the main actor, as the books' UIKit does.
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// Linux only (ncursesw, libxml2, /proc): no Apple platform is declared.
let package = Package(
    name: "NibKit",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "NibFormat", targets: ["NibFormat"]),
        .library(name: "ScreenReading", targets: ["ScreenReading"]),
        .library(name: "NibKit", targets: ["NibKit"]),
        .library(name: "NibKitTerminal", targets: ["NibKitTerminal"]),
        .library(name: "NibKitTesting", targets: ["NibKitTesting"]),
        .library(name: "Pictures", targets: ["Pictures"]),
        .library(name: "ImageDecoding", targets: ["ImageDecoding"]),
        .library(name: "TermDriver", targets: ["TermDriver"]),
        .library(name: "TerminalCells", targets: ["TerminalCells"]),
        .library(name: "ScreenChecking", targets: ["ScreenChecking"]),
        .library(name: "Suggestions", targets: ["Suggestions"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
        .executable(name: "nibsmoke", targets: ["nibsmoke"]),
        .executable(name: "nibkit-demos", targets: ["nibkit-demos"]),
        .executable(name: "empty-window", targets: ["empty-window"]),
        .executable(name: "howdy", targets: ["howdy"]),
        .executable(name: "shapely", targets: ["shapely"]),
        .executable(name: "characters", targets: ["characters"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // C libraries, reached through system-library targets.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Pictures decoded by the system's libraries (libpng), opened when first needed.
        .target(name: "ImageDecoding", dependencies: ["CLibPNG", "CJPEGDecoder"]),
        // libjpeg's decoding in C, whose errors leave by longjmp (ImageDecoding's JPEGDecoder).
        .target(name: "CJPEGDecoder", linkerSettings: [.linkedLibrary("dl")]),
        // Debian's ncursesw headers are on the default path; its pkg-config file only adds defines
        // SwiftPM refuses, so the module map names the libraries itself.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw-dev"])]),

        // wcwidth under a UTF-8 locale: the character-width rule's C half.
        .target(name: "CCharacterWidth"),
        // What a terminal cell is, in every module that draws or reads one: colours, text styles,
        // the grid cell and the character-width rule.
        .target(name: "TerminalCells", dependencies: ["CCharacterWidth"]),

        // Reading a whole regular file of bounded size, with the C library alone: screens and smoke scripts.
        .target(name: "BoundedFile"),

        // "Did you mean": the nearest known name to a misspelt one, for screens' diagnostics and
        // smoke scripts alike.
        .target(name: "Suggestions"),

        // The constraint solver the layout runs on: incremental Cassowary, no UI in it (issue 14).
        .target(name: "Cassowary"),
        // The screen format: the model, the vocabulary, the rules and the schema. No UI, no parsing in it.
        .target(name: "NibFormat", dependencies: ["Suggestions", "TerminalCells"]),
        // Reading screens into the model: XML through libxml2, the compiled form, and Xcode's dialect.
        // The unsafe code (libxml2's callbacks, the compiled reader's buffers) is fenced here.
        .target(name: "ScreenReading", dependencies: ["NibFormat", "CLibXML2", "BoundedFile", "Suggestions", "TerminalCells"]),
        // Screens as pictures: a grid of styled cells written as SVG, and a failed snapshot's page.
        // Knows nothing of curses or views: NibKit's canvas and TermDriver's captures become its grid.
        .target(name: "Pictures", dependencies: ["TerminalCells"]),
        // The runtime: responders, views, controls, gestures, view controllers and the nib loader.
        .target(
            name: "NibKit", dependencies: ["NibFormat", "ScreenReading", "Cassowary", "Suggestions", "TerminalCells", "Pictures", "ImageDecoding"],
            swiftSettings: mainActor),
        // Headless apps and text snapshots for tests of NibKit programs (swift-testing).
        .target(name: "NibKitTesting", dependencies: ["NibKit", "NibFormat", "Pictures"], swiftSettings: mainActor),
        // The ncursesw backend.
        .target(name: "NibKitTerminal", dependencies: ["NibKit", "CNcursesw"], swiftSettings: mainActor),
        // Drives real programs in a real terminal (tmux) for smoke tests.
        .target(name: "TermDriver", dependencies: ["BoundedFile", "Pictures", "Suggestions", "TerminalCells"]),

        // The books' demos, as a library so headless tests can drive them.
        .target(name: "Demos", dependencies: ["NibKit", "NibFormat", "BoundedFile"], swiftSettings: mainActor),

        // The command line every demo program shares: a terminal, options, clean exits.
        .target(
            name: "DemoCommand",
            dependencies: [
                "Demos", "NibKitTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], swiftSettings: mainActor),
        .executableTarget(name: "nibkit-demos", dependencies: ["DemoCommand"], swiftSettings: mainActor),
        .executableTarget(name: "empty-window", dependencies: ["DemoCommand"], swiftSettings: mainActor),
        .executableTarget(name: "howdy", dependencies: ["DemoCommand"], swiftSettings: mainActor),
        .executableTarget(name: "shapely", dependencies: ["DemoCommand"], swiftSettings: mainActor),
        .executableTarget(name: "characters", dependencies: ["DemoCommand"], swiftSettings: mainActor),
        // A program that can be made busy or to trap, for the smoke scripts on how programs end.
        .executableTarget(
            name: "nibkit-fault-fixture", dependencies: ["NibKit", "NibKitTerminal"], path: "Tests/Fixtures/nibkit-fault-fixture", swiftSettings: mainActor),
        // What `nibtool validate` checks: the loader's rules over the classes NibKit registers
        // and those found in an app's sources, as a library its tests run in-process.
        .target(name: "ScreenChecking", dependencies: ["NibFormat", "ScreenReading", "NibKit", "Suggestions"], swiftSettings: mainActor),
        .executableTarget(
            name: "nibtool",
            dependencies: [
                "NibFormat", "ScreenReading", "NibKit", "NibKitTerminal", "ScreenChecking", "Pictures", "Suggestions", "TerminalCells",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], swiftSettings: mainActor),
        .executableTarget(
            name: "nibsmoke",
            dependencies: [
                "TermDriver", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // The schema tests call libxml2 directly (NibFormat itself opens it only when reading XML).
        // NibKitTesting for `finishes(within:)`, which bounds the reading of a crowded element.
        .testTarget(
            name: "NibFormatTests", dependencies: ["NibFormat", "ScreenReading", "NibKitTesting", "CLibXML2", "TerminalCells"], exclude: ["Fixtures"],
            linkerSettings: [.linkedLibrary("xml2")]),
        // nibtool run as a program (the executable built beside the tests) on its fixtures.
        .testTarget(
            name: "NibtoolTests", dependencies: ["NibFormat", "ScreenReading", "NibKit", "NibKitTesting", "CLibXML2"], exclude: ["Fixtures"],
            linkerSettings: [.linkedLibrary("xml2")]),
        .testTarget(
            name: "NibKitTests", dependencies: ["NibKit", "ScreenReading", "NibKitTesting", "ImageDecoding"], exclude: ["Screens", "__Snapshots__"],
            swiftSettings: mainActor),
        .testTarget(
            name: "DemoTests", dependencies: ["Demos", "ScreenReading", "NibKit", "NibKitTesting", "TermDriver", "ScreenChecking"], exclude: ["__Snapshots__"],
            swiftSettings: mainActor),
        .testTarget(name: "NibKitTerminalTests", dependencies: ["NibKitTerminal"], swiftSettings: mainActor),
        .testTarget(name: "ScreenCheckingTests", dependencies: ["ScreenChecking", "ScreenReading", "NibKit", "Demos"], swiftSettings: mainActor),
        // Hand-written cases and the kiwisolver oracle (its script under Oracle/ runs in /usr/bin/python3).
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Oracle"]),
        // The SVG writer's output is checked as XML with libxml2.
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "TerminalCells", "CLibXML2"], linkerSettings: [.linkedLibrary("xml2")]),
        .testTarget(name: "TermDriverTests", dependencies: ["TermDriver", "Pictures", "TerminalCells"], exclude: ["Fixtures"]),
    ]
)
