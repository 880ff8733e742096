import CLibXML2
import Foundation
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

/// The `nibtool` commands, run as a program on the sample screens in Fixtures/Nibtool.
/// (`swift build --build-tests` builds the executable beside the test bundle; a test fails, not
/// skips, when it is not there.) The checks `validate` makes are also tested in-process, in
/// ScreenCheckingTests.
@Suite("nibtool")
final class NibtoolTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/Nibtool"

    /// A folder of this test's own (each test has an instance of the suite), removed when it ends.
    let scratch = NSTemporaryDirectory() + "nibtool-tests-\(getpid())-\(UUID().uuidString.prefix(8))"

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    /// The app sources `--sources` scans: a controller and a custom button.
    func sources() throws -> String {
        let directory = scratch + "/tests-sources"
        try FileManager.default.createDirectory(atPath: directory + "/Nested", withIntermediateDirectories: true)
        try """
        import NibKit

        /// The controller. A brace in a string "{" or a comment { must not confuse the scan.
        final class HowdyViewController: ViewController {
            @Outlet var greeting: Label?
            @OutletCollection var buttons: [Button]
            // @Outlet var commented: View?
            /* @Outlet var blockCommented: View? */

            override class var actionTable: ActionTable {
                super.actionTable + [
                    "buttonPressed:": .init(HowdyViewController.buttonPressed),
                    "changeColor:": .init(HowdyViewController.changeColor),
                ]
            }

            func buttonPressed(_ sender: Any?) { print("{") }
            func changeColor(_ sender: Any?) {}
        }

        struct Helper { var x = 1 }
        """.write(toFile: directory + "/HowdyViewController.swift", atomically: true, encoding: .utf8)
        try """
        import NibKit

        public class RedButton: Button {
            var borderWidth = 0
            nonisolated override class var declaration: Declaration { Declaration(RedButton.self, settings: [.inspectable("borderWidth", \\RedButton.borderWidth, "The border.")]) }
            override func awakeFromNib() { super.awakeFromNib() }
        }
        """.write(toFile: directory + "/Nested/RedButton.swift", atomically: true, encoding: .utf8)
        return directory
    }

    @Test func validateAcceptsAGoodScreenAndNotesUncheckedClasses() throws {
        let result = try Nibtool.run(["validate", Self.fixtures + "/Howdy.xib"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("custom classes not checked (HowdyViewController, RedButton)"))
        let withSources = try Nibtool.run(["validate", "--sources", try sources(), Self.fixtures + "/Howdy.xib"])
        #expect(withSources.status == 0, "\(withSources.stdout)")
        #expect(!withSources.stderr.contains("not checked"))
    }

    @Test func validateFindsEveryStructuralProblemWithLineAndColumn() throws {
        let file = Self.fixtures + "/BrokenStructure.xib"
        let result = try Nibtool.run(["validate", file])
        #expect(result.status == 1)
        let expected = [
            ("4:21", "unknown-attribute"),  // colour="red"
            ("5:48", "bad-value"),  // height="ten"
            ("7:9", "unknown-element"),  // <buton>, did you mean 'button'
            ("8:9", "duplicate-id"),  // id="main" again, at its element
            ("11:9", "dangling-destination"),
        ]
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count, "\(result.stdout)")
        for ((position, code), line) in zip(expected, lines) {
            #expect(line.hasPrefix("\(file):\(position): error: "), "\(line)")
            #expect(line.hasSuffix("[\(code)]"), "\(line)")
        }
        #expect(lines[2].contains("did you mean 'button'?"))
    }

    @Test func validateFindsEveryClassProblemGivenTheSources() throws {
        let file = Self.fixtures + "/BrokenClasses.xib"
        let result = try Nibtool.run(["validate", "--sources", try sources(), file])
        #expect(result.status == 1)
        let expected = [
            ("6:9", "unknown-outlet", "did you mean 'greeting'?"),
            ("7:9", "unknown-outlet", "is an outlet collection"),
            ("11:5", "unknown-class", "FancyVeiw"),
            ("11:45", "screen-not-found", "Missing"),
            ("16:13", "unknown-key-path", "did you mean 'cornerRadius'?"),
            ("21:13", "unrecognized-selector", "did you mean 'buttonPressed:'?"),
        ]
        var lines = result.stdout.split(separator: "\n").map(String.init)
        // The misspelt outlet leaves the real one unconnected: a warning at its declaration, last.
        #expect(
            lines.last?.hasSuffix(
                "HowdyViewController.swift:5: warning: the outlet 'greeting' of HowdyViewController is connected by none of the screens loaded with it as File's Owner (BrokenClasses.xib): it will be nil [unconnected-outlet]"
            ) == true, "\(result.stdout)")
        lines.removeLast()
        #expect(lines.count == expected.count, "\(result.stdout)")
        for ((position, code, text), line) in zip(expected, lines) {
            #expect(line.hasPrefix("\(file):\(position): error: "), "\(line)")
            #expect(line.hasSuffix("[\(code)]") && line.contains(text), "\(line)")
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func validateFindsAViewControllersOwnScreenWithoutItsViewOutlet() throws {
        let broken = Self.repository + "/Screens/Broken/empty-window/no-view-outlet/EmptyWindowViewController.xib"
        let byHand = Self.repository + "/Screens/View.xib"  // loaded by hand, the controller as owner: no view outlet needed
        let good = Self.repository + "/Screens/EmptyWindowViewController.xib"
        let result = try Nibtool.run(["validate", "--sources", Self.repository + "/Sources/Demos", broken, byHand, good])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "\(broken):5:5: error: the screen 'EmptyWindowViewController' is the view of EmptyWindowViewController, but File's Owner's view outlet is not connected [view-outlet-not-set]\n"
        )
        #expect(result.stderr.contains("1 problem in 1 of 3 screens"))
        // Without the sources the owner's class is unknown: nothing is guessed.
        let without = try Nibtool.run(["validate", broken])
        #expect(without.status == 0, "\(without.stdout)")
    }

    @Test func validateFindsAnExternalObjectTheSourcesNeverSupply() throws {
        let broken = Self.repository + "/Screens/Broken/shapely/misnamed-external/SquareShape.xib"
        let good = Self.repository + "/Screens/SquareShape.xib"
        let result = try Nibtool.run(["validate", "--sources", Self.repository + "/Sources/Demos", broken, good])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "\(broken):13:5: error: the screen 'SquareShape' needs the external object 'viewControler', but it is not given (given: viewController) (did you mean 'viewController'?) [missing-external-object]\n"
        )
        #expect(try Nibtool.run(["validate", broken]).status == 0)  // without --sources: not checked
    }

    /// The scan of how sources load screens: `nibName`s, multi-line literals, `loadView`
    /// overrides, and non-literal dictionaries (which turn the external-object check off).
    @Test func validateReadsNibNamesAndExternalObjectsFromTheSources() throws {
        let directory = scratch + "/usage"
        try FileManager.default.createDirectory(atPath: directory + "/Sources", withIntermediateDirectories: true)
        try """
        import NibKit

        final class MainController: ViewController {
            init() { super.init(nibName: "Main") }
            func load() throws {
                // externalObjects: someVariable  (a comment: ignored)
                try Nib(named: "Panel").instantiate(owner: self, externalObjects: [
                    "delegate": self,
                    "model": NibObject(),
                ])
                _ = Nib.self // externalObjects: ["commented": self]
            }
        }
        final class CodeController: ViewController {
            override func loadView() throws { view = View() }
        }
        let other = OtherController(nibName: "Other")
        final class OtherController: ViewController {}
        """.write(toFile: directory + "/Sources/App.swift", atomically: true, encoding: .utf8)
        func screen(_ name: String, owner: String, externals: [String] = []) throws -> String {
            let path = directory + "/\(name).xib"
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.XIB" version="1">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)"/>
            \(externals.enumerated().map { "    <placeholder placeholderIdentifier=\"\($1)\" id=\"x\($0)\"/>\n" }.joined())    <view id="main"/>
              </objects>
            </document>
            """.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let main = try screen("Main", owner: "MainController")  // its nibName: needs the outlet
        let ownName = try screen("MainController", owner: "MainController")  // its class's name: needs it too
        let other = try screen("Other", owner: "OtherController")  // OtherController(nibName: "Other")
        let code = try screen("CodeController", owner: "CodeController")  // overrides loadView: not checked
        let panel = try screen("Panel", owner: "MainController", externals: ["delegate", "model", "modl", "commented"])
        let result = try Nibtool.run(["validate", "--sources", directory + "/Sources", main, ownName, other, code, panel])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(main):4:5: error: the screen 'Main' is the view of MainController, but File's Owner's view outlet is not connected [view-outlet-not-set]",
                "\(ownName):4:5: error: the screen 'MainController' is the view of MainController, but File's Owner's view outlet is not connected [view-outlet-not-set]",
                "\(other):4:5: error: the screen 'Other' is the view of OtherController, but File's Owner's view outlet is not connected [view-outlet-not-set]",
                "\(panel):7:5: error: the screen 'Panel' needs the external object 'modl', but it is not given (given: delegate, model) (did you mean 'model'?) [missing-external-object]",
                "\(panel):8:5: error: the screen 'Panel' needs the external object 'commented', but it is not given (given: delegate, model) [missing-external-object]",
            ], "\(result.stdout)")
        // A call that passes a dictionary that is not a literal: which objects it supplies is unknown.
        try "func f(_ d: [String: AnyObject]) throws { _ = try Nib(named: \"Panel\").instantiate(externalObjects: d) }"
            .write(toFile: directory + "/Sources/Opaque.swift", atomically: true, encoding: .utf8)
        let opaque = try Nibtool.run(["validate", "--sources", directory + "/Sources", panel])
        #expect(opaque.status == 0, "\(opaque.stdout)")
        #expect(opaque.stderr.contains("note: external objects not checked (commented, delegate, model, modl)"), "\(opaque.stderr)")
    }

    @Test func validateChecksEveryFileAndFindsEmbeddingCycles() throws {
        let result = try Nibtool.run(["validate", Self.fixtures + "/CycleA.xib", Self.fixtures + "/Howdy.xib", Self.fixtures + "/BrokenStructure.xib"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("CycleA.xib:4:18: error: embedding 'CycleB' here makes a cycle: CycleA → CycleB → CycleA [embedding-cycle]"))
        #expect(result.stdout.contains("BrokenStructure.xib:4:21"))
        #expect(result.stderr.contains("6 problems in 2 of 3 screens"))
    }

    /// With --size, each screen is laid out at that size: a label placed across but not down is
    /// named at its line; without it, the same screen is OK.
    @Test func validateWithASizeReportsAmbiguousViews() throws {
        let file = scratch + "/layout.xib"
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <view id="main">
              <rect key="frame" x="0" y="0" width="40" height="10"/>
              <subviews>
                <label id="name" text="Ada" translatesAutoresizingMaskIntoConstraints="NO"/>
              </subviews>
              <constraints><constraint firstItem="name" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="nameLeading"/></constraints>
            </view>
          </objects>
        </document>
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Nibtool.run(["validate", "--size", "60x20", file])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "\(file):7:9: error: the position or size of label 'name' is not determined across rows (vertically) by its constraints at 60x20 [ambiguous-layout]\n",
            "\(result.stdout)")
        #expect(result.stderr.contains("1 problem in 1 of 1 screen"))
        #expect(try Nibtool.run(["validate", file]).status == 0)
        #expect(try Nibtool.run(["validate", "--size", "40x12", Self.fixtures + "/Constrained.xib", Self.fixtures + "/Howdy.xib"]).status == 0)
    }

    @Test func usageErrorsExitWithStatus2() throws {
        #expect(try Nibtool.run(["validate"]).status == 2)
        #expect(try Nibtool.run(["frobnicate"]).status == 2)
        #expect(try Nibtool.run(["preview", "--size", "big", "x.xib"]).status == 2)
        #expect(try Nibtool.run(["validate", "--size", "80", "x.xib"]).status == 2)
        let help = try Nibtool.run(["validate", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--sources") && help.stdout.contains("--size"))
    }

    @Test func outlineShowsTheTree() throws {
        let result = try Nibtool.run(["outline", Self.fixtures + "/Howdy.xib"])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                ├─ File's Owner (-1): HowdyViewController
                ├─ First Responder (-2)
                ├─ view 'main' «Main view» {0, 0, 40x10}
                │  ├─ label 'greeting' text "Hello" {2, 1, 20x1}
                │  ├─ button 'howdy' title "Howdy!" tag 1 {2, 3, 10x3}
                │  ├─ button 'bye': RedButton title "Bye" {14, 3, 8x3}
                │  └─ gesture → tapGestureRecognizer 'tap'
                └─ tapGestureRecognizer 'tap'
                """))
    }

    /// A file's names and values reach the terminal as text only: XML allows C1 controls
    /// (U+009B is a terminal's CSI) and DEL, which outline, connections and preview printed raw.
    @Test func whatAFileHoldsIsPrintedAsText() throws {
        let folder = NSTemporaryDirectory() + "c1-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let screen =
            #"<?xml version="1.0" encoding="UTF-8"?><document type="NibKit.XIB" version="1"><objects><label id="l&#x9B;x" text="A&#x9B;2JB&#x7F;C" userLabel="u&#x85;v"><rect key="frame" x="0" y="0" width="20" height="1"/></label></objects></document>"#
        try screen.write(toFile: folder + "/C1.xib", atomically: true, encoding: .utf8)
        for command in [["outline"], ["connections"], ["preview", "--snapshot", "--size", "20x2"]] {
            let result = try Nibtool.run(command + [folder + "/C1.xib"])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            let controls = result.stdout.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
            #expect(controls.isEmpty, "\(command): \(result.stdout.debugDescription)")
        }
        #expect(try Nibtool.run(["outline", folder + "/C1.xib"]).stdout.contains(#"label 'l\u{9B}x' «u\u{85}v» text "A\u{9B}2JB\u{7F}C""#))
        #expect(try Nibtool.run(["preview", "--snapshot", "--size", "20x2", folder + "/C1.xib"]).stdout.hasPrefix("A2JBC"))
    }

    @Test func outlineShowsATablesPrototypeCells() throws {
        let screen = Self.repository + "/Tests/NibKitTests/Screens/ContactList.xib"
        let result = try Nibtool.run(["outline", screen])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                """
                   └─ tableView 'table' {0, 0, 30x6}
                      └─ tableViewCell 'prototype': ContactCell reuseIdentifier "Contact" {0, 0, 30x1}
                         └─ tableViewCellContentView 'prototypeContent' [contentView] {0, 0, 28x1}
                """), "\(result.stdout)")
    }

    @Test func outlineShowsATextOfSeveralLinesOnOneLine() throws {
        let result = try Nibtool.run(["outline", Self.repository + "/Tests/NibKitTests/Screens/TextForm.xib"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix(#"└─ textView 'notes' text "日本語の文章です\nsecond" {1, 3, 8x4}"# + "\n"), "\(result.stdout)")
    }

    @Test func previewDrawsATextViewWrapped() throws {
        let result = try Nibtool.run(["preview", "--snapshot", "--size", "30x8", Self.repository + "/Tests/NibKitTests/Screens/TextForm.xib"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(" 日本語の\n 文章です\n second"))
    }

    @Test func outlineShowsASegmentedControlsSegments() throws {
        let result = try Nibtool.run(["outline", Self.repository + "/Tests/NibKitTests/Screens/Controls.xib"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"├─ segmentedControl 'layout' segments "List" │ "Grid" │ "Map" {1, 5, 20x1}"#), "\(result.stdout)")
    }

    @Test func outlineShowsEachViewsConstraintsUnderIt() throws {
        let result = try Nibtool.run(["outline", Self.fixtures + "/Constrained.xib"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                """
                └─ view 'main' «Main view» {0, 0, 40x10}
                   ├─ button 'ok' title "OK" {14, 4, 12x1}
                   │  └─ constraint 'okWidth': width == 12
                   ├─ constraint 'okX': ok.centerX == main.centerX
                   ├─ constraint 'okY': ok.centerY == main.centerY - 1 @750 "lifted"
                   └─ constraint 'okHeight': ok.height <= main.height × 0.5

                """), "\(result.stdout)")
    }

    /// A scroll view's content size is part of its line; without one, there is none to show.
    @Test func outlineShowsAScrollViewsContentSize() throws {
        let result = try Nibtool.run(["outline", Self.repository + "/Tests/NibKitTests/Screens/Scrolled.xib"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("├─ scrollView 'scroller' {1, 1, 20x4} content 20x30\n"), "\(result.stdout)")
        #expect(result.stdout.contains("└─ scrollView 'fitted' {22, 1, 10x3}\n"), "\(result.stdout)")
    }

    /// `validate` reports a screen's broken constraints as reading it does, in the same words.
    @Test func validateReportsBrokenConstraintsAsTheLoaderDoes() throws {
        let file = Self.fixtures + "/BrokenConstraints.xib"
        let result = try Nibtool.run(["validate", file])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(file):9:64: error: the secondItem of constraint 'outside' is view 'other', outside view 'main' that holds it: a constraint relates its holder and views inside it [bad-constraint]",
                "\(file):10:78: error: constraint 'axes' relates top to leading: positions on different axes cannot be related [bad-constraint]",
                "\(file):11:76: error: '1001' is not a valid priority: expected a number from 1 to 1000 [bad-value]",
            ])
        do {
            _ = try ScreenReader.read(contentsOf: file, vocabulary: .nibKit)
            Issue.record("\(file) read")
        } catch {
            #expect(error.diagnostics.map(\.description) == lines)
        }
    }

    /// An outlet may name a constraint, and is held to its type as any outlet is.
    @Test func validateChecksOutletsToConstraints() throws {
        let file = scratch + "/constraint-outlet.xib"
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HowdyViewController">
              <connections>
                <outlet property="view" destination="main"/>
                <outlet property="greeting" destination="wide"/>
              </connections>
            </placeholder>
            <view id="main">
              <constraints><constraint firstAttribute="width" constant="10" id="wide"/></constraints>
            </view>
          </objects>
        </document>
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Nibtool.run(["validate", "--sources", try sources(), file])
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(
                "\(file):7:9: error: the outlet 'greeting' of HowdyViewController holds a Label, but 'wide' is a LayoutConstraint [outlet-type-mismatch]"),
            "\(result.stdout)")
    }

    @Test func connectionsListsOutletsCollectionsAndActions() throws {
        let result = try Nibtool.run(["connections", Self.fixtures + "/Howdy.xib"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(
            lines == [
                "outlet view File's Owner (HowdyViewController) → view 'main'",
                "outlet greeting File's Owner (HowdyViewController) → label 'greeting'",
                "outletCollection buttons[0] File's Owner (HowdyViewController) → button 'howdy'",
                "outletCollection buttons[1] File's Owner (HowdyViewController) → button 'bye' (RedButton)",
                "outletCollection gestureRecognizers[0] view 'main' → tapGestureRecognizer 'tap'",
                "action buttonPressed: button 'howdy' → File's Owner (HowdyViewController) on touchUpInside",
                "action quit: button 'bye' (RedButton) → First Responder on touchUpInside, nil-targeted (responder chain)",
                "action changeColor: tapGestureRecognizer 'tap' → File's Owner (HowdyViewController)",
            ])
    }

    @Test func stubsWriteTheOwnersClass() throws {
        let result = try Nibtool.run(["stubs", Self.fixtures + "/Howdy.xib"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("final class HowdyViewController: ViewController {"))
        #expect(result.stdout.contains("    @Outlet var greeting: Label?\n"))
        #expect(result.stdout.contains("    @OutletCollection var buttons: [Button]\n"))
        #expect(!result.stdout.contains("var view"))  // a built-in outlet of ViewController
        #expect(
            result.stdout.contains(
                """
                    override class var actionTable: ActionTable {
                        super.actionTable + [
                            "buttonPressed:": .init(HowdyViewController.buttonPressed),
                            "changeColor:": .init(HowdyViewController.changeColor),
                        ]
                    }
                """))
        #expect(result.stdout.contains("    func buttonPressed(_ sender: Any?) {\n"))
        // The stub, scanned back, satisfies the screen.
        let directory = scratch + "/stubs"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try result.stdout.write(toFile: directory + "/Owner.swift", atomically: true, encoding: .utf8)
        try
            #"class RedButton: Button { nonisolated override class var declaration: Declaration { Declaration(RedButton.self, settings: [.inspectable("borderWidth", \RedButton.borderWidth, "The border.")]) } }"#
            .write(
                toFile: directory + "/Red.swift", atomically: true, encoding: .utf8)
        let check = try Nibtool.run(["validate", "--sources", directory, Self.fixtures + "/Howdy.xib"])
        #expect(check.status == 0, "\(check.stdout)")
    }

    /// A screen that makes File's Owner its table's data source and delegate expects the class
    /// to adopt both, with the data source's required methods, dequeuing the table's prototype.
    @Test func stubsAdoptTheProtocolsOfOutletsThatNameTheObject() throws {
        let directory = scratch + "/stubs-protocols"
        try FileManager.default.createDirectory(atPath: directory + "/Sources", withIntermediateDirectories: true)
        try """
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TodoListViewController">
              <connections><outlet property="view" destination="root"/></connections>
            </placeholder>
            <view id="root">
              <subviews>
                <tableView id="table">
                  <prototypes><tableViewCell id="proto" reuseIdentifier="Item"/></prototypes>
                  <connections>
                    <outlet property="dataSource" destination="-1"/>
                    <outlet property="delegate" destination="-1"/>
                  </connections>
                </tableView>
              </subviews>
            </view>
          </objects>
        </document>
        """.write(toFile: directory + "/TodoListViewController.xib", atomically: true, encoding: .utf8)
        let result = try Nibtool.run(["stubs", directory + "/TodoListViewController.xib"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                """
                final class TodoListViewController: ViewController, TableViewDataSource, TableViewDelegate {
                    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                        0
                    }

                    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
                    }
                }

                """), "\(result.stdout)")
        // Scanned back, the stub satisfies the screen; without the protocols it does not.
        try result.stdout.write(toFile: directory + "/Sources/Owner.swift", atomically: true, encoding: .utf8)
        let check = try Nibtool.run(["validate", "--sources", directory + "/Sources", directory + "/TodoListViewController.xib"])
        #expect(check.status == 0, "\(check.stdout)")
        try result.stdout.replacingOccurrences(of: ", TableViewDataSource, TableViewDelegate", with: "").write(
            toFile: directory + "/Sources/Owner.swift", atomically: true, encoding: .utf8)
        let bare = try Nibtool.run(["validate", "--sources", directory + "/Sources", directory + "/TodoListViewController.xib"])
        #expect(bare.status == 1)
        #expect(
            bare.stdout.contains(
                "TodoListViewController.xib:11:13: error: the outlet 'dataSource' of TableView holds a TableViewDataSource, but '-1' is a TodoListViewController [outlet-type-mismatch]"
            ), "\(bare.stdout)")
    }

    @Test func compileWritesACompiledScreenThatReadsBackTheSame() throws {
        let output = scratch + "/compile"
        let result = try Nibtool.run(["compile", Self.fixtures + "/Howdy.xib", "-o", output])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let compiled = try CompiledScreen.read(contentsOf: output + "/Howdy.nibc", vocabulary: .nibKit)
        let original = try ScreenReader.read(contentsOf: Self.fixtures + "/Howdy.xib", vocabulary: .nibKit)
        #expect(Dump.document(compiled) == Dump.document(original))
        // The tool reads compiled screens too, with the .xib's locations.
        let outline = try Nibtool.run(["connections", "--locations", output + "/Howdy.nibc"])
        #expect(outline.stdout.hasPrefix(Self.fixtures + "/Howdy.xib:6:9: outlet"))
    }

    @Test func compileRefusesABrokenScreen() throws {
        let output = scratch + "/compile-broken"
        let result = try Nibtool.run(["compile", Self.fixtures + "/BrokenStructure.xib", "-o", output])
        #expect(result.status == 1)
        #expect(result.stdout.contains("BrokenStructure.xib:7:9"))
        #expect(!FileManager.default.fileExists(atPath: output + "/BrokenStructure.nibc"))
    }

    @Test func compiledScreensThatAreDamagedAreRejectedClearly() throws {
        let path = scratch + "/damaged.nibc"
        var bytes = CompiledScreen.encode(try ScreenReader.read(contentsOf: Self.fixtures + "/Howdy.xib", vocabulary: .nibKit))
        bytes[bytes.count - 3] ^= 1
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try Nibtool.run(["validate", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("checksum mismatch"))
    }

    @Test func previewSnapshotDrawsTheScreenWithoutTheApp() throws {
        let result = try Nibtool.run(["preview", "--snapshot", "--size", "30x8", Self.fixtures + "/Howdy.xib"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 8)
        #expect(result.stdout.contains("Hello"))
        #expect(result.stdout.contains("Howdy!"))
        #expect(result.stdout.contains("Bye"))
        #expect(result.stderr.contains("RedButton is drawn as Button"))
    }

    /// A scene whose controller has no view in the storyboard (it loads its own screen, named
    /// after its class) draws empty: the preview says so, and which screen to preview instead.
    @Test func previewOfAControllerWithNoViewInTheFileSaysWhereItsViewIs() throws {
        let folder = scratch
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.Storyboard" version="1" initialViewController="navigation">
              <scenes>
                <scene sceneID="navigationScene">
                  <objects>
                    <navigationController id="navigation">
                      <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController"/>
                      </connections>
                    </navigationController>
                  </objects>
                </scene>
                <scene sceneID="listScene">
                  <objects>
                    <viewController id="list" customClass="ListController" title="To do"/>
                  </objects>
                </scene>
              </scenes>
            </document>
            """
        try storyboard.write(toFile: folder + "/Main.storyboard", atomically: true, encoding: .utf8)
        try String(contentsOfFile: Self.fixtures + "/Howdy.xib", encoding: .utf8).write(
            toFile: folder + "/ListController.xib", atomically: true, encoding: .utf8)
        let result = try Nibtool.run(["preview", "--snapshot", "--size", "30x8", folder + "/Main.storyboard"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "ListController 'list' has no view in the storyboard; the program loads it from its code or its own screen: "
                    + "preview it with nibtool preview \(folder)/ListController.xib"), "\(result.stderr)")
    }

    /// `--svg` prints the same drawing as a picture: an SVG document of 30 x 8 cells of 9 x 18
    /// pixels, the texts in it.
    @Test func previewSVGDrawsTheScreenAsAPicture() throws {
        let result = try Nibtool.run(["preview", "--svg", "--size", "30x8", Self.fixtures + "/Howdy.xib"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"270\" height=\"144\""), "\(result.stdout)")
        #expect(result.stdout.contains(">Hello</text>"))
        #expect(result.stdout.contains(">[ Howdy! ]  [ Bye ]</text>"), "one run of one style, the spaces between included")
        let bytes = Array(result.stdout.utf8)
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), "preview.svg", nil, options)
            }
        }
        #expect(document != nil, "well-formed XML")
        xmlFreeDoc(document)
    }

    @Test func previewPrintsOneThingAtATime() throws {
        let result = try Nibtool.run(["preview", "--svg", "--snapshot", Self.fixtures + "/Howdy.xib"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--snapshot and --svg cannot be combined"), "\(result.stderr)")
    }

    /// A preview draws scroll views as the program would: from their offsets (rows 5 on for
    /// the first, set by a runtime attribute), with their indicators; the one that does not
    /// clip lets its wide label run on.
    @Test func previewDrawsScrollViews() throws {
        let result = try Nibtool.run(["preview", "--snapshot", "--size", "40x5", Self.repository + "/Tests/NibKitTests/Screens/Scrolled.xib"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                """

                                    │
                                    ┃ Wider than its scr
                                    │ ━━━━──────
                                    │
                """), "\(result.stdout)")
    }

    /// A screen whose constraints need more room than `--size` gives gets one error naming the
    /// smallest size they need, not each conflict and each view left open there; a screen whose
    /// problems stay at any size gets them all, as before.
    @Test func aScreenTooSmallForItsConstraintsIsOneErrorWithTheSizeItNeeds() throws {
        let file = scratch + "/Form.xib"
        try #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController">
              <connections><outlet property="view" destination="main"/></connections>
            </placeholder>
            <view id="main">
              <rect key="frame" x="0" y="0" width="40" height="12"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                <textField id="name" translatesAutoresizingMaskIntoConstraints="NO"/>
                <textField id="email" translatesAutoresizingMaskIntoConstraints="NO"/>
                <button id="save" title="Save" translatesAutoresizingMaskIntoConstraints="NO"/>
              </subviews>
              <constraints>
                <constraint firstItem="name" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="2" id="c1"/>
                <constraint firstItem="name" firstAttribute="trailing" secondItem="main" secondAttribute="trailing" constant="-2" id="c2"/>
                <constraint firstItem="name" firstAttribute="width" relation="greaterThanOrEqual" constant="30" id="c3"/>
                <constraint firstItem="name" firstAttribute="top" secondItem="main" secondAttribute="top" constant="1" id="c4"/>
                <constraint firstItem="email" firstAttribute="leading" secondItem="name" secondAttribute="leading" id="c5"/>
                <constraint firstItem="email" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" id="c6"/>
                <constraint firstItem="email" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="2" id="c7"/>
                <constraint firstItem="save" firstAttribute="top" secondItem="email" secondAttribute="bottom" constant="2" id="c8"/>
                <constraint firstItem="save" firstAttribute="leading" secondItem="name" secondAttribute="leading" id="c9"/>
                <constraint firstItem="save" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="main" secondAttribute="bottom" constant="-1" id="c10"/>
              </constraints>
            </view>
          </objects>
        </document>
        """#.write(toFile: file, atomically: true, encoding: .utf8)
        let small = try Nibtool.run(["validate", "--size", "24x6", file])
        #expect(small.status == 1)
        #expect(
            small.stdout == """
                \(file):2:1: error: the screen needs at least 34x9 of the terminal; at 24x6 its constraints cannot all hold (4 problems there, none at 34x9) [screen-too-small]

                """, "\(small.stdout)")
        #expect(try Nibtool.run(["validate", "--size", "34x9", file]).status == 0, "it fits the size it says")
    }

    @Test func previewOfABrokenScreenPrintsItsErrors() throws {
        let result = try Nibtool.run(["preview", "--snapshot", Self.fixtures + "/BrokenStructure.xib"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("BrokenStructure.xib:4:21: error:"))
    }

    @Test func formatMakesCanonicalTextThatReadsBackTheSame() throws {
        let copy = scratch + "/format.xib"
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Howdy.xib", toPath: copy)
        #expect(try Nibtool.run(["format", "--check", copy]).status == 1)
        #expect(try Nibtool.run(["format", copy]).status == 0)
        #expect(try Nibtool.run(["format", "--check", copy]).status == 0)
        let before = try ScreenReader.read(contentsOf: Self.fixtures + "/Howdy.xib", vocabulary: .nibKit)
        let after = try ScreenReader.read(contentsOf: copy, vocabulary: .nibKit)
        let strip = { (d: NibDocument) in Dump.document(d).split(separator: "\n").dropFirst().joined(separator: "\n").replacing(#/@[^\n]*/#, with: "") }
        #expect(strip(before) == strip(after))
    }

    @Test func formatWritesConstraintsAfterSubviewsAndReadsBackTheSame() throws {
        let copy = scratch + "/format-constraints.xib"
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Constrained.xib", toPath: copy)
        #expect(try Nibtool.run(["format", copy]).status == 0)
        #expect(try Nibtool.run(["format", "--check", copy]).status == 0)
        let text = try String(contentsOfFile: copy, encoding: .utf8)
        #expect(
            text.contains(
                """
                      </subviews>
                      <constraints>
                        <constraint firstItem="ok" firstAttribute="centerX" secondItem="main" secondAttribute="centerX" id="okX"/>
                        <constraint firstItem="ok" firstAttribute="centerY" secondItem="main" secondAttribute="centerY" constant="-1" priority="750" identifier="lifted" id="okY"/>
                        <constraint firstItem="ok" firstAttribute="height" relation="lessThanOrEqual" secondItem="main" secondAttribute="height" multiplier="0.5" id="okHeight"/>
                      </constraints>
                    </view>
                """), "\(text)")
        let before = try ScreenReader.read(contentsOf: Self.fixtures + "/Constrained.xib", vocabulary: .nibKit)
        let after = try ScreenReader.read(contentsOf: copy, vocabulary: .nibKit)
        let strip = { (d: NibDocument) in Dump.document(d).split(separator: "\n").dropFirst().joined(separator: "\n").replacing(#/@[^\n]*/#, with: "") }
        #expect(strip(before) == strip(after))
    }

    /// Every screen of the repository, formatted, reads back as the same document: whatever an
    /// element holds (a segmented control's segments, a table's prototypes) survives formatting.
    @Test func formattingEveryScreenInTheRepositoryKeepsItsDocument() throws {
        let directory = Self.repository + "/Screens"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".xib") }.sorted()
        #expect(files.contains("CharacterDetailViewController.xib"), "the screen with a segmented control")
        let strip = { (d: NibDocument) in Dump.document(d).split(separator: "\n").dropFirst().joined(separator: "\n").replacing(#/@[^\n]*/#, with: "") }
        for file in files {
            let path = directory + "/" + file
            let result = try Nibtool.run(["format", "--stdout", path])
            #expect(result.status == 0, "\(file): \(result.stdout)\(result.stderr)")
            let formatted: NibDocument
            do {
                formatted = try ScreenReader.read(result.stdout, file: file, vocabulary: .nibKit)
            } catch {
                Issue.record("\(file), formatted, does not read back: \(error)\n\(result.stdout)")
                continue
            }
            #expect(strip(formatted) == strip(try ScreenReader.read(contentsOf: path, vocabulary: .nibKit)), "\(file) changed in formatting:\n\(result.stdout)")
        }
    }

    /// A preview draws each of a table's prototype cells once, as Xcode's canvas shows them,
    /// not a row of the table for each row it might have.
    @Test func previewDrawsEachPrototypeCellOnce() throws {
        let result = try Nibtool.run(["preview", "--snapshot", "--size", "30x8", Self.repository + "/Tests/NibKitTests/Screens/ContactList.xib"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "Name").count - 1 == 1, "\(result.stdout)")
    }

    /// The Interface Builder benchmark compares one screen in two dialects (Benchmarks/Screens):
    /// AccountNibKit.xib must be what NibKit writes from Account.xib, and both must lay out at
    /// 80x24 without a problem, or the benchmark's ratio compares two different screens.
    @Test func theBenchmarkScreenInNibKitsDialectIsWhatNibKitWritesFromXcodes() throws {
        let screens = Self.repository + "/Benchmarks/Screens"
        let written = try Nibtool.run(["convert", "--stdout", screens + "/Account.xib"])
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        let pinned = try String(contentsOfFile: screens + "/AccountNibKit.xib", encoding: .utf8)
        let firstDifference = zip(written.stdout.split(separator: "\n"), pinned.split(separator: "\n")).first { $0 != $1 }
        #expect(
            written.stdout == pinned,
            "AccountNibKit.xib is not what NibKit writes from Account.xib (run Benchmarks/Screens/make_account_screen.py .build/debug/nibtool); first difference:\n\(firstDifference.map { "written: \($0.0)\npinned:  \($0.1)" } ?? "in length")"
        )
        let validated = try Nibtool.run(["validate", "--size", "80x24", screens + "/Account.xib", screens + "/AccountNibKit.xib"])
        #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    }

    @Test func schemaPrintsTheCommittedSchema() throws {
        let result = try Nibtool.run(["schema"])
        #expect(result.status == 0)
        #expect(result.stdout == SchemaGenerator.xsd(of: .nibKit))
    }
}

/// Runs the built `nibtool`.
enum Nibtool {
    static let path: String? = {
        if let explicit = ProcessInfo.processInfo.environment["NIBTOOL"] { return explicit }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("nibtool").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the nibtool executable is not beside the tests: build it first (swift build --build-tests)" }
    }

    /// Runs nibtool with `arguments`, in `directory` (by default the tests' own working directory).
    static func run(_ arguments: [String], in directory: String? = nil) throws -> Result {
        guard let path else { throw NotBuilt() }
        return try run(path, arguments, in: directory)
    }

    /// A command line, as a person would type it: run by /bin/sh, with nibtool on the PATH.
    static func run(shell command: String) throws -> Result {
        guard let path else { throw NotBuilt() }
        let directory = (path as NSString).deletingLastPathComponent
        return try run("/bin/sh", ["-c", "PATH='\(directory)':\"$PATH\" " + command])
    }

    private static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
