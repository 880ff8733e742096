/// The package `nibtool new NAME` makes, the starting point of the guide "Your first program":
/// a manifest, one screen and its controller, the program's entry point, a headless test and a
/// smoke script. Its files are written here, as Swift text, so that an installed nibtool needs
/// nothing beside itself; `make test` makes a package from them, builds it and runs its tests.
struct StarterPackage {
    /// The package's name, which is also its program's and its module's.
    var name: String
    var nibKit: NibKitDependency

    /// Each file's path in the package, and its text.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", manifest),
            ("Screens/MainViewController.xib", screen),
            ("Sources/\(name)/MainViewController.swift", controller),
            ("Sources/\(name)/main.swift", entryPoint),
            ("Tests/\(name)Tests/MainViewControllerTests.swift", test),
            ("Tests/\(name)Tests/__Snapshots__/README.md", snapshotsReadme),
            ("Tests/Smoke/\(name).smoke", smokeScript),
            (".gitignore", gitignore),
        ]
    }

    var manifest: String {
        #"""
        // swift-tools-version: 6.2
        import PackageDescription

        /// NibKit's views and controllers live on the main actor, as UIKit's do: so does this code.
        let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

        let package = Package(
            name: "\#(name)",
            dependencies: [
                \#(nibKit.packageEntry)
            ],
            targets: [
                // The program: NibKit for screens, views and controllers, NibKitTerminal to run in a terminal.
                .executableTarget(
                    name: "\#(name)",
                    dependencies: [
                        .product(name: "NibKit", package: "\#(nibKit.packageReference)"),
                        .product(name: "NibKitTerminal", package: "\#(nibKit.packageReference)"),
                    ],
                    swiftSettings: mainActor),
                // Its tests, headless: NibKitTesting draws the screens in memory and plays the input.
                // The text snapshots they compare with are data, not sources.
                .testTarget(
                    name: "\#(name)Tests",
                    dependencies: ["\#(name)", .product(name: "NibKitTesting", package: "\#(nibKit.packageReference)")],
                    exclude: ["__Snapshots__"],
                    swiftSettings: mainActor),
            ]
        )

        """#
    }

    var screen: String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="MainViewController">
              <connections>
                <outlet property="view" destination="root"/>
                <outlet property="greeting" destination="greeting"/>
              </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <view id="root">
              <rect key="frame" x="0" y="0" width="80" height="24"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <label id="greeting" text="\#(name)" textAlignment="center">
                  <rect key="frame" x="0" y="9" width="80" height="1"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                </label>
                <button id="hello" title="Say hello">
                  <rect key="frame" x="33" y="12" width="14" height="1"/>
                  <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
                  <connections>
                    <action selector="sayHello:" destination="-1" eventType="touchUpInside"/>
                  </connections>
                </button>
                <label id="help" text="Tab moves, Enter presses, Ctrl-C quits" textAlignment="center">
                  <rect key="frame" x="0" y="22" width="80" height="1"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                </label>
              </subviews>
            </view>
          </objects>
        </document>

        """#
    }

    var controller: String {
        #"""
        import NibKit

        /// The first screen's controller: it loads Screens/MainViewController.xib (named after
        /// the class) as its view, and is that screen's File's Owner.
        final class MainViewController: ViewController {
            @Outlet var greeting: Label?

            override class var actionTable: ActionTable {
                super.actionTable + ["sayHello:": .init(MainViewController.sayHello)]
            }

            /// Sent by the button "Say hello" on touchUpInside.
            func sayHello(_ sender: Any?) {
                greeting?.text = "Hello, world!"
            }
        }

        """#
    }

    var entryPoint: String {
        #"""
        // \#(name): its first screen in the terminal until Ctrl-C. The screens are read at run
        // time from Screens/ (in the working directory, or up to three folders above the program).
        import Glibc
        import NibKit
        import NibKitTerminal

        let application = Application(backend: CursesBackend())
        application.window.rootViewController = MainViewController()
        exit(application.run())

        """#
    }

    var test: String {
        #"""
        import NibKit
        import NibKitTesting
        import Testing

        @testable import \#(name)

        /// The first screen, driven headless: no terminal, the screen drawn as text.
        struct MainViewControllerTests {
            @Test func sayHelloGreetsTheWorld() throws {
                let app = try HeadlessApp(root: MainViewController())
                #expect(!app.text.contains("Hello, world!"))
                app.click("Say hello")
                #expect(app.text.contains("Hello, world!"), "\(app.text)")
            }
        }

        """#
    }

    /// The folder of the tests' text snapshots, there from the start: the manifest excludes it
    /// from the test target, and SwiftPM warns of an excluded folder that does not exist.
    var snapshotsReadme: String {
        #"""
        The text snapshots of the screens, as `assertSnapshot(app, named:)` in NibKitTesting records
        and compares them (`NIBKIT_RECORD_SNAPSHOTS=1 swift test` records them again). Package.swift
        excludes this folder from the test target: the snapshots are data, not sources.

        """#
    }

    var smokeScript: String {
        #"""
        # \#(name) in a real terminal: the button greets; Ctrl-C quits and leaves the terminal as it was.
        # Run it after swift build: nibsmoke --bin-dir .build/debug Tests/Smoke
        start \#(name) --size 80x24
        expect "Say hello"
        click "Say hello"
        expect "Hello, world!"
        press C-c
        expect-exit 0
        expect-restored

        """#
    }

    var gitignore: String {
        """
        .build/
        .swiftpm/
        # Compiled screens (nibtool compile), made again from the .xib and .storyboard files.
        *.nibc
        *.storyboardc

        """
    }
}
