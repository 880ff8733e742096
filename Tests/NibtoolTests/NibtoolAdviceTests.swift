import Foundation
import NibKit
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

/// What nibtool advises, followed: every command an error or a check suggests is run as
/// printed, and does what it said it would.
@Suite("nibtool's advice")
final class NibtoolAdviceTests {
    static let fixtures = NibtoolTests.fixtures

    /// A folder of this test's own (each test has an instance of the suite), removed when it ends.
    let directory = NSTemporaryDirectory() + "nibtool-advice-\(getpid())-\(UUID().uuidString.prefix(8))"

    init() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// A copy of a fixture in the test's folder, under `name`.
    func copy(_ fixture: String, as name: String? = nil) throws -> String {
        let path = directory + "/" + (name ?? fixture)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/" + fixture, toPath: path)
        return path
    }

    /// The command between backquotes in a line of advice, run by a shell that finds nibtool.
    static func runAdvice(in line: String) throws -> Nibtool.Result {
        let command = try #require(line.firstMatch(of: #/`(nibtool [^`]*)`/#)?.1, "no command in: \(line)")
        return try Nibtool.run(shell: String(command))
    }

    // MARK: stubs

    /// A screen without File's Owner (a reusable panel's) names the objects whose code it
    /// expects, as --object takes each: by class when that is enough, else by id; each works.
    @Test func stubsWithoutFilesOwnerListsTheObjectsToNameAndEachWorks() throws {
        let file = Self.fixtures + "/Panels.xib"
        let result = try Nibtool.run(["stubs", file])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                nibtool: error: \(file) has no File's Owner; name the object to write stubs for with --object:
                  --object controller (external object, line 6)
                  --object MyPanel (id main, line 7)
                  --object first (Row, line 13)
                  --object second (Row, line 24)

                """, "the Spacer has neither outlets nor actions, and is not listed:\n\(result.stderr)")
        let expected = ["controller": "PanelsController: NibObject", "MyPanel": "MyPanel: View", "first": "Row: View", "second": "Row: View"]
        for line in result.stderr.split(separator: "\n").dropFirst() {
            let name = String(line.split(separator: " ")[1])
            let stub = try Nibtool.run(["stubs", file, "--object", name])
            #expect(stub.status == 0, "\(line): \(stub.stderr)")
            #expect(stub.stdout.contains("final class \(expected[name] ?? "?") {"), "\(line):\n\(stub.stdout)")
        }
        #expect(try Nibtool.run(["stubs", file, "--object", "MyPanel"]).stdout.contains("    @Outlet var titleLabel: Label?\n"))
        #expect(try Nibtool.run(["stubs", file, "--object", "controller"]).stdout.contains("    func okPressed(_ sender: Any?) {\n"))
    }

    @Test func stubsOfAMisspeltOrSharedClassSaysWhichObjectsThereAre() throws {
        let file = Self.fixtures + "/Panels.xib"
        let misspelt = try Nibtool.run(["stubs", file, "--object", "MyPanle"])
        #expect(misspelt.status == 1)
        #expect(
            misspelt.stderr.hasPrefix(
                "nibtool: error: no object 'MyPanle' in \(file), by id, external object name or custom class (did you mean 'MyPanel'?);"),
            "\(misspelt.stderr)")
        let shared = try Nibtool.run(["stubs", file, "--object", "Row"])
        #expect(shared.status == 1)
        #expect(
            shared.stderr == """
                nibtool: error: 2 objects of \(file) are of class Row; name one by its id with --object:
                  --object first (Row, line 13)
                  --object second (Row, line 24)

                """)
    }

    /// A storyboard's stubs are every scene's controller class, each with the unwind actions of
    /// the scenes it leads to; `--object` still writes one.
    @Test func stubsOfAStoryboardWriteEverySceneWithItsUnwindActions() throws {
        let file = Self.fixtures + "/Menu.storyboard"
        let result = try Nibtool.run(["stubs", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                """
                // Give its <viewController id="menuController"> customClass="MenuViewController" for the storyboard to make it.
                /// The class Menu.storyboard expects of 'menuController'.
                """), "\(result.stdout)")
        #expect(result.stdout.contains(#""unwindToMenu:": .init(MenuViewController.unwindToMenu),"#))
        #expect(result.stdout.contains("    /// Where button 'done' in scene 'detail' unwinds to.\n    func unwindToMenu(_ segue: StoryboardSegue) {"))
        #expect(result.stdout.components(separatedBy: "import NibKit").count == 2, "one import for all the scenes")
        let controller = try Nibtool.run(["stubs", file, "--object", "menuController"])
        #expect(controller.stdout.contains("/// The class Menu.storyboard expects of 'menuController'."), "\(controller.stdout)")
    }

    /// Through a navigation controller: the list that shows the detail answers the detail's
    /// unwind, and each scene's class has its own outlets and actions.
    @Test func stubsOfAListAndDetailStoryboard() throws {
        let folder = NSTemporaryDirectory() + "stubs-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Books.storyboard"
        try """
        <document type="NibKit.Storyboard" version="1" initialViewController="nav">
          <scenes>
            <scene sceneID="navScene"><objects>
              <navigationController id="nav"><connections><segue destination="list" kind="relationship" relationship="rootViewController"/></connections></navigationController>
            </objects></scene>
            <scene sceneID="listScene"><objects>
              <viewController id="list" customClass="BookList">
                <view key="view" id="listView"><subviews>
                  <button id="add" title="Add"><connections><segue destination="editNav" kind="presentation"/></connections></button>
                </subviews></view>
              </viewController>
            </objects></scene>
            <scene sceneID="editNavScene"><objects>
              <navigationController id="editNav"><connections><segue destination="edit" kind="relationship" relationship="rootViewController"/></connections></navigationController>
            </objects></scene>
            <scene sceneID="editScene"><objects>
              <viewController id="edit" customClass="BookEditor">
                <view key="view" id="editView"><subviews>
                  <textField id="title"/>
                  <button id="save" title="Save"><connections><segue destination="exit" kind="unwind" unwindAction="saveBook:"/></connections></button>
                </subviews></view>
                <connections><outlet property="titleField" destination="title"/></connections>
              </viewController>
              <placeholder placeholderIdentifier="IBExitPlaceholder" id="exit"/>
            </objects></scene>
          </scenes>
        </document>
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Nibtool.run(["stubs", file])
        #expect(result.status == 0, "\(result.stderr)")
        let list = try #require(result.stdout.range(of: "final class BookList: ViewController {"))
        let editor = try #require(result.stdout.range(of: "final class BookEditor: ViewController {"))
        #expect(list.lowerBound < editor.lowerBound, "in the storyboard's order")
        let listClass = result.stdout[list.lowerBound..<editor.lowerBound]
        #expect(listClass.contains("func saveBook(_ segue: StoryboardSegue)") && listClass.contains("button 'save' in scene 'editScene'"), "\(listClass)")
        #expect(result.stdout[editor.lowerBound...].contains("@Outlet var titleField: TextField?"))
        #expect(!result.stdout.contains("NavigationController {"), "NibKit's own containers ask for no code")
    }

    // MARK: format

    /// A screen with comments: `--check` says it needs formatting and how; that command
    /// formats it, keeping every comment where it belongs (before what it was before, or
    /// ending what it ended); then `--check` passes, and the screen is the same document.
    @Test func formatKeepsCommentsAndItsCheckAdvisesWhatWorks() throws {
        let file = try copy("Commented.xib")
        let check = try Nibtool.run(["format", "--check", file])
        #expect(check.status == 1)
        #expect(check.stdout == "\(file): not formatted (run `nibtool format \(file)`)\n")
        let formatting = try Self.runAdvice(in: check.stdout)
        #expect(formatting.status == 0, "\(formatting.stdout)\(formatting.stderr)")
        #expect(formatting.stderr == "formatted \(file)\n")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- A settings panel, written by hand: four-space indent, attributes in no order, and
                     comments everywhere a person puts them. -->
                <document type="NibKit.XIB" version="1">
                  <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                      <connections>
                        <!-- the panel is the owner's view -->
                        <outlet property="view" destination="panel"/>
                      </connections>
                    </placeholder>
                    <view id="panel" userLabel="Panel">
                      <!-- as big as the sheet -->
                      <rect key="frame" x="0" y="0" width="30" height="6"/>
                      <subviews>
                        <!-- The title, centred. -->
                        <label id="title" text="Settings" textAlignment="center">
                          <rect key="frame" x="0" y="0" width="30" height="1"/>
                        </label>
                        <button id="ok" title="OK">
                          <!-- closes the panel -->
                          <rect key="frame" x="10" y="4" width="10" height="1"/>
                          <!-- pressed: -->
                          <state key="highlighted" title="Ok!"/>
                        </button>
                        <!-- the last subview's comment -->
                      </subviews>
                      <!-- nothing after this but the end of the panel -->
                    </view>
                  </objects>
                  <!-- the end of the objects -->
                </document>
                <!-- after it all -->

                """, "\(text)")
        #expect(try Nibtool.run(["format", "--check", file]).status == 0)
        let strip = { (d: NibDocument) in Dump.document(d).split(separator: "\n").dropFirst().joined(separator: "\n").replacing(#/@[^\n]*/#, with: "") }
        #expect(
            strip(try ScreenReader.read(contentsOf: file, vocabulary: .nibKit))
                == strip(try ScreenReader.read(contentsOf: Self.fixtures + "/Commented.xib", vocabulary: .nibKit)))
    }

    /// Every screen of the repository with comments keeps them all, in order, when formatted;
    /// and formatting what was formatted changes nothing.
    @Test func formattingKeepsEveryCommentOfEveryScreenAndIsStable() throws {
        let screens = NibtoolTests.repository + "/Screens"
        let files = try FileManager.default.contentsOfDirectory(atPath: screens).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        var commented = 0
        for name in files.sorted() {
            let path = screens + "/" + name
            let original = XMLComment.all(in: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: name)
            guard !original.isEmpty else { continue }
            commented += 1
            let once = try Nibtool.run(["format", "--stdout", path])
            #expect(once.status == 0, "\(name): \(once.stdout)")
            let kept = XMLComment.all(in: Array(once.stdout.utf8), file: name)
            // A comment's further lines move with its first; their words do not change.
            let words = { (comments: [XMLComment]) in comments.map { $0.text.split(whereSeparator: \.isWhitespace) } }
            #expect(words(kept) == words(original), "\(name) lost or changed comments:\n\(once.stdout)")
            let copy = directory + "/" + name  // the test's own folder, never the repository's
            try once.stdout.write(toFile: copy, atomically: true, encoding: .utf8)
            let twice = try Nibtool.run(["format", "--stdout", copy])
            #expect(twice.stdout == once.stdout, "\(name): formatting again changed it")
        }
        #expect(commented > 10)
    }

    /// format leaves Xcode's files to Xcode and compiled screens to compile, saying what to
    /// run instead; convert, given a NibKit screen, says to format it. Paths are quoted for
    /// the shell, so that each command works as printed.
    @Test func formatAndConvertAdviseEachOtherInCommandsThatWork() throws {
        let xcode = try copy("XcodeButton.xib", as: "Xcode's Button.xib")
        let original = try String(contentsOfFile: xcode, encoding: .utf8)
        let refused = try Nibtool.run(["format", "--check", xcode])
        #expect(refused.status == 1)
        #expect(
            refused.stdout
                == "\(xcode): error: an Interface Builder file, which format leaves to Xcode; `nibtool convert '\(xcode.replacing("'", with: "'\\''"))'` writes NibKit's screen of it\n"
        )
        #expect(try Nibtool.run(["format", xcode]).status == 1)
        #expect(try String(contentsOfFile: xcode, encoding: .utf8) == original, "Xcode's file is left as it is")
        let converting = try Self.runAdvice(in: refused.stdout)
        #expect(converting.status == 0, "\(converting.stderr)")
        let converted = xcode.replacing(".xib", with: ".nibkit.xib")
        #expect(try ScreenReader.read(contentsOf: converted, vocabulary: .nibKit).dialect == .nibKit)

        let convertAgain = try Nibtool.run(["convert", converted])
        #expect(convertAgain.status == 1)
        #expect(try Self.runAdvice(in: convertAgain.stderr).status == 0, "\(convertAgain.stderr)")
        #expect(try Nibtool.run(["format", "--check", converted]).status == 0)

        let compiled = directory + "/compiled"
        #expect(try Nibtool.run(["compile", Self.fixtures + "/Howdy.xib", "-o", compiled]).status == 0)
        let notWritten = try Nibtool.run(["format", compiled + "/Howdy.nibc"])
        #expect(notWritten.status == 1)
        #expect(notWritten.stdout.contains("Howdy.nibc: error: a compiled screen, which format does not write"), "\(notWritten.stdout)")
    }

    // MARK: preview

    /// A screen presented as a sheet is previewed as the program presents it: the program's
    /// `present(_:)` centres the view at its own size (30 x 8), and `preview --sheet` draws
    /// exactly that, not the view stretched over the terminal from its top left corner.
    @MainActor @Test func previewDrawsASheetAsTheProgramPresentsIt() throws {
        let preview = try Nibtool.run(["preview", "--snapshot", "--sheet", "--size", "40x12", Self.fixtures + "/SettingsSheet.xib"])
        #expect(preview.status == 0, "\(preview.stdout)\(preview.stderr)")

        let root = ViewController()
        root.view = View()
        let app = try HeadlessApp(root: root, size: Size(width: 40, height: 12))
        let sheet = ViewController(nibName: "SettingsSheet")
        sheet.screenSource = ScreenSearchPath(directories: [Self.fixtures])
        root.present(sheet)
        #expect(sheet.view.frameInWindow == Rect(x: 5, y: 2, width: 30, height: 8))
        #expect(preview.stdout == app.text + "\n", "preview:\n\(preview.stdout)\nthe program:\n\(app.text)")
    }

    /// A preview applies the size classes of its size, as a window of that size does: 80x24 is
    /// an iPhone upright (compact height only under 24 rows).
    @Test func previewAppliesTheSizeClassesOfItsSize() throws {
        let upright = try Nibtool.run(["preview", "--snapshot", "--size", "80x24", Self.fixtures + "/SizeClasses.xib"])
        let onItsSide = try Nibtool.run(["preview", "--snapshot", "--size", "80x20", Self.fixtures + "/SizeClasses.xib"])
        #expect(upright.status == 0 && upright.stdout.split(separator: "\n").first == "upright", "\(upright.stdout)\(upright.stderr)")
        #expect(onItsSide.status == 0 && onItsSide.stdout.split(separator: "\n").first == "on its side", "\(onItsSide.stdout)\(onItsSide.stderr)")
    }

    /// `format` writes a screen's size-class variations and its insets as it read them.
    @Test func formatKeepsVariationsAndInsets() throws {
        let path = Self.fixtures + "/SizeClasses.xib"
        let formatted = try Nibtool.run(["format", "--stdout", path])
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(formatted.status == 0 && formatted.stdout == written, "\(formatted.stdout)\(formatted.stderr)")
        #expect(written.contains("<variation key=\"heightClass=compact\" text=\"on its side\"/>") && written.contains("<inset key=\"sectionInset\""))
    }

    /// A storyboard scene that only a form-sheet presentation leads to is previewed as a sheet,
    /// without --sheet, where the program shows it when its button presents it.
    @MainActor @Test func previewDrawsAStoryboardsSheetSceneAsTheProgramPresentsIt() throws {
        let preview = try Nibtool.run(["preview", "--snapshot", "--size", "30x8", "--scene", "settings", Self.fixtures + "/Settings.storyboard"])
        #expect(preview.status == 0, "\(preview.stdout)\(preview.stderr)")

        let storyboard = try Storyboard(name: "Settings", source: ScreenSearchPath(directories: [Self.fixtures]))
        let main = try storyboard.instantiateInitialViewController()
        let app = try HeadlessApp(root: main, size: Size(width: 30, height: 8))
        #expect(app.click("Settings"))
        let sheet = try #require(main.presentedViewController)
        let frame = sheet.view.frameInWindow
        #expect(frame == Rect(x: 5, y: 2, width: 20, height: 4))
        // The sheet's cells, in the program's frame and in the preview's.
        func cells(_ text: String) -> [String] {
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.padding(toLength: 30, withPad: " ", startingAt: 0)) }
            return (frame.minY..<frame.maxY).map { String(rows[$0][frame.minX..<frame.maxX]) }
        }
        #expect(cells(preview.stdout) == cells(app.text), "preview:\n\(preview.stdout)\nthe program:\n\(app.text)")
        #expect(cells(preview.stdout)[1].contains("Settings"))
    }
}
