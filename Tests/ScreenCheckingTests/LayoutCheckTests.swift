import Foundation
import NibKit
import ScreenChecking
import Testing

/// `nibtool validate --size`, run in-process: each screen laid out at a size as the preview lays
/// it out, its unsatisfiable and ambiguous layouts reported at the lines to change.
@Suite("Layout at a size")
@MainActor
struct LayoutCheckTests {
    /// The repository's root, three folders up from this file.
    nonisolated static let repositoryRoot = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// A controller's screen: File's Owner's view, `root`, fills the size checked; `subviews`
    /// and `constraints` go in it.
    static func screen(subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
              <connections>
                <outlet property="view" destination="root"/>
              </connections>
            </placeholder>
            <view id="root">
              <rect key="frame" x="0" y="0" width="80" height="24"/>
              <subviews>
        \(subviews)
              </subviews>
              <constraints>
        \(constraints)
              </constraints>
            </view>
          </objects>
        </document>
        """
    }

    /// Writes the screens (name: text) into a folder of their own; returns the folder.
    func write(_ screens: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "layout-check-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in screens { try text.write(toFile: "\(folder)/\(name).xib", atomically: true, encoding: .utf8) }
        return folder
    }

    /// What validate prints for the screen at each size.
    func validate(_ screen: String, at sizes: [Size]) throws -> [[String]] {
        let folder = try write(["Screen": screen])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return sizes.map { Validation.check([folder + "/Screen.xib"], catalog: ClassCatalog.builtIn(), layoutSize: $0).lines }
    }

    /// A label placed across but not down: named at its element's line, with its user label and
    /// the axis left open. Without a size, nothing is laid out and nothing is said.
    @Test func anAmbiguousViewIsNamedAtItsLineWithTheAxis() throws {
        let screen = Self.screen(
            subviews: #"""
                    <label id="name" text="Ada" userLabel="Name" translatesAutoresizingMaskIntoConstraints="NO"/>
                """#,
            constraints: #"""
                    <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="2" id="nameLeading"/>
                """#)
        let folder = try write(["Screen": screen])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Screen.xib"
        #expect(
            Validation.check([path], catalog: ClassCatalog.builtIn(), layoutSize: Size(width: 80, height: 24)).lines == [
                "\(path):12:5: error: the position or size of label 'name' «Name» is not determined across rows (vertically) by its constraints at 80x24 [ambiguous-layout]"
            ])
        #expect(Validation.check([path], catalog: ClassCatalog.builtIn()).lines == [])
    }

    /// A view given a width and nothing else: neither axis is determined, and both are named.
    @Test func aViewHeldOnNeitherAxisIsNamedForBoth() throws {
        let loose =
            #"<view id="loose" translatesAutoresizingMaskIntoConstraints="NO"><constraints><constraint firstAttribute="width" constant="10" id="looseWidth"/></constraints></view>"#
        let lines = try validate(Self.screen(subviews: loose, constraints: ""), at: [Size(width: 40, height: 12)])
        #expect(lines.first?.count == 1)
        #expect(
            lines.first?.first?.hasSuffix(
                ":12:1: error: the position or size of view 'loose' is not determined across columns or rows (horizontally and vertically) by its constraints at 40x12 [ambiguous-layout]"
            ) == true, "\(lines)")
    }

    /// A panel centred, of a fixed size, with a label pinned inside it and a stack of buttons:
    /// determined at every size, small or large.
    @Test func aFullyConstrainedScreenIsOKAtSeveralSizes() throws {
        let screen = Self.screen(
            subviews: #"""
                    <view id="panel" translatesAutoresizingMaskIntoConstraints="NO">
                      <subviews>
                        <label id="title" text="Title" translatesAutoresizingMaskIntoConstraints="NO"/>
                        <stackView id="buttons" axis="horizontal" spacing="1" translatesAutoresizingMaskIntoConstraints="NO">
                          <subviews>
                            <button id="ok" title="OK" translatesAutoresizingMaskIntoConstraints="NO"/>
                            <button id="cancel" title="Cancel" translatesAutoresizingMaskIntoConstraints="NO"/>
                          </subviews>
                        </stackView>
                      </subviews>
                      <constraints>
                        <constraint firstAttribute="width" constant="30" id="panelWidth"/>
                        <constraint firstAttribute="height" constant="6" id="panelHeight"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="1" id="titleTop"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="titleLeading"/>
                        <constraint firstItem="title" firstAttribute="trailing" secondItem="panel" secondAttribute="trailingMargin" id="titleTrailing"/>
                        <constraint firstItem="buttons" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" constant="-1" id="buttonsBottom"/>
                        <constraint firstItem="buttons" firstAttribute="centerX" secondItem="panel" secondAttribute="centerX" id="buttonsCentre"/>
                      </constraints>
                    </view>
                """#,
            constraints: #"""
                    <constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="panelX"/>
                    <constraint firstItem="panel" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="panelY"/>
                """#)
        let sizes = [Size(width: 10, height: 3), Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 60)]
        #expect(try validate(screen, at: sizes) == Array(repeating: [], count: sizes.count))
    }

    /// A panel that must be as wide as the screen and at least 60 columns: in 40 columns the
    /// required constraints cannot all hold, and both of the screen's are listed by line; in
    /// 80, they hold.
    @Test func conflictingRequiredConstraintsAreReportedAtTheSizeWhereTheyConflict() throws {
        let screen = Self.screen(
            subviews: #"""
                    <view id="panel" translatesAutoresizingMaskIntoConstraints="NO">
                      <constraints>
                        <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="60" id="panelMinimum"/>
                        <constraint firstAttribute="height" constant="3" id="panelHeight"/>
                      </constraints>
                    </view>
                """#,
            constraints: #"""
                    <constraint firstItem="panel" firstAttribute="width" secondItem="root" secondAttribute="width" id="panelWidth"/>
                    <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="panelLeading"/>
                    <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="panelTop"/>
                """#)
        let folder = try write(["Screen": screen])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Screen.xib"
        let narrow = Validation.check([path], catalog: ClassCatalog.builtIn(), layoutSize: Size(width: 40, height: 12)).lines
        #expect(narrow.count == 1, "\(narrow)")
        let message = narrow.first ?? ""
        #expect(message.hasPrefix("\(path):14:9: error: required constraints cannot all hold; View.width >= 60 is broken to recover."), "\(message)")
        #expect(message.contains("\n  \(path):14:9: View.width >= 60\n"), "\(message)")
        #expect(message.contains("\n  \(path):20:5: View.width == View.width"), "\(message)")
        #expect(message.contains("\n  (in code) Terminal.width == 40\n"), "\(message)")
        #expect(message.hasSuffix("[unsatisfiable-constraints]"), "\(message)")
        #expect(Validation.check([path], catalog: ClassCatalog.builtIn(), layoutSize: Size(width: 80, height: 24)).lines == [])
    }

    /// Views placed by their frames and autoresizing masks (translatesAutoresizingMaskIntoConstraints
    /// as it is by default), beside and inside a view placed by constraints: their place is
    /// their frame's, never ambiguous.
    @Test func viewsPlacedByFramesAreNeverAmbiguous() throws {
        let screen = Self.screen(
            subviews: #"""
                    <label id="heading" text="Heading">
                      <rect key="frame" x="0" y="0" width="80" height="1"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                    </label>
                    <view id="panel" translatesAutoresizingMaskIntoConstraints="NO">
                      <subviews>
                        <button id="ok" title="OK">
                          <rect key="frame" x="1" y="1" width="6" height="1"/>
                        </button>
                        <view id="box"/>
                      </subviews>
                      <constraints>
                        <constraint firstAttribute="width" constant="20" id="panelWidth"/>
                        <constraint firstAttribute="height" constant="5" id="panelHeight"/>
                      </constraints>
                    </view>
                    <label id="footer" text="Footer">
                      <rect key="frame" x="0" y="23" width="80" height="1"/>
                      <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                    </label>
                """#,
            constraints: #"""
                    <constraint firstItem="panel" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="panelX"/>
                    <constraint firstItem="panel" firstAttribute="top" secondItem="heading" secondAttribute="bottom" constant="1" id="panelTop"/>
                """#)
        let sizes = [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 60)]
        #expect(try validate(screen, at: sizes) == Array(repeating: [], count: sizes.count))
        // A screen of frames alone, with nothing for constraints to place.
        let frames = Self.screen(subviews: #"<view id="box"><rect key="frame" x="2" y="2" width="10" height="3"/></view>"#, constraints: "")
        #expect(try validate(frames, at: sizes) == Array(repeating: [], count: sizes.count))
    }

    /// A hidden view a stack arranges takes no place until it is shown (the stack places it
    /// then), though its own constraints name it: it is not called ambiguous.
    @Test func aHiddenArrangedViewIsNotAmbiguous() throws {
        let stack = #"""
                    <stackView id="stack" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO">
                      <subviews>
                        <button id="shown" title="Shown" translatesAutoresizingMaskIntoConstraints="NO"/>
                        <button id="later" title="Later" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO">
                          <constraints><constraint firstAttribute="width" constant="9" id="laterWidth"/></constraints>
                        </button>
                      </subviews>
                    </stackView>
            """#
        let constraints = #"""
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="stackTop"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="stackLeading"/>
            """#
        #expect(try validate(Self.screen(subviews: stack, constraints: constraints), at: [Size(width: 40, height: 12)]) == [[]])
    }

    /// A view that embeds a screen holds that screen's views: an ambiguous one is reported at
    /// its line in its own file, once, however many views embed the screen and whether or not
    /// that file is checked as well.
    @Test func anEmbeddedScreensViewsAreReportedInTheirOwnFile() throws {
        let card = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.XIB" version="1">
              <objects>
                <view id="card">
                  <rect key="frame" x="0" y="0" width="30" height="6"/>
                  <subviews>
                    <label id="caption" text="Card" translatesAutoresizingMaskIntoConstraints="NO"/>
                  </subviews>
                  <constraints>
                    <constraint firstItem="caption" firstAttribute="top" secondItem="card" secondAttribute="top" id="captionTop"/>
                  </constraints>
                </view>
              </objects>
            </document>
            """#
        let host = Self.screen(
            subviews: #"""
                    <view id="first" screen="Card"><rect key="frame" x="0" y="0" width="30" height="6"/></view>
                    <view id="second" screen="Card"><rect key="frame" x="0" y="8" width="30" height="6"/></view>
                """#, constraints: "")
        let folder = try write(["Card": card, "Host": host])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines = Validation.check([folder + "/Host.xib", folder + "/Card.xib"], catalog: ClassCatalog.builtIn(), layoutSize: Size(width: 80, height: 24))
            .lines
        #expect(
            lines == [
                "\(folder)/Card.xib:7:9: error: the position or size of label 'caption' is not determined across columns (horizontally) by its constraints at 80x24 [ambiguous-layout]"
            ])
    }

    /// The demos' screens and the launcher's storyboard, two of them placed by constraints
    /// (Howdy's panel, the launcher scene's card and stack), are laid out without a problem at the sizes their screenshots are taken at,
    /// and at the heights where the launcher's gaps give way (13 to 15 rows) or its card no
    /// longer fits (11).
    @Test(arguments: [
        Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 60), Size(width: 60, height: 11), Size(width: 60, height: 13),
        Size(width: 80, height: 14), Size(width: 80, height: 15),
    ])
    func theRepositorysScreensAreLaidOutCleanly(_ size: Size) throws {
        let folder = Self.repositoryRoot + "/Screens"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { folder + "/" + $0 }
        #expect(files.contains(folder + "/HowdyViewController.xib") && files.contains(folder + "/Launcher.storyboard"))
        let result = Validation.check(files, catalog: try Validation.catalog(sources: [Self.repositoryRoot + "/Sources/Demos"]), layoutSize: size)
        #expect(result.lines == [], "\(result.lines.joined(separator: "\n"))")
    }

    /// The preview shows a screen as the program does: File's Owner's view fills the size asked
    /// for, and constraints place its views (Howdy's panel centred, at 40x12 below the heading).
    @Test func thePreviewSizesTheOwnersViewAndLaysItOut() throws {
        let preview = try PreviewDocument(path: Self.repositoryRoot + "/Screens/HowdyViewController.xib")
        let container = try preview.instantiate(size: Size(width: 40, height: 12))
        let root = try #require(container.subviews.first)
        #expect(root.frame == Rect(x: 0, y: 0, width: 40, height: 12))
        func button(_ title: String) -> View? {
            func find(_ view: View) -> View? { (view as? Button)?.title == title ? view : view.subviews.lazy.compactMap(find).first }
            return find(root)
        }
        #expect(button("Howdy!")?.frameInWindow == Rect(x: 15, y: 4, width: 10, height: 1))
        #expect(button("Ask the responder chain")?.frameInWindow.minX == 7)
    }
}
