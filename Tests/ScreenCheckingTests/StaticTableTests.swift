import Foundation
import NibKit
import ScreenChecking
import ScreenReading
import Testing

/// A static table (`dataMode="static"`), read as a scroll view of its cells: each cell at least
/// as tall as drawn and taller where its labels need more rows, since a terminal's row holds one
/// line of any font; a cell's standard labels (`textLabel`, `detailTextLabel`) and picture
/// (`imageView`) laid out by its style, as UIKit lays them out.
@Suite("Static tables")
@MainActor
struct StaticTableTests {
    static let details = ["- enable", "- keyboardDistance", "- placeholderFont", "- toolbarTintColor", "- shouldResignOnTouchOutside"]
    static let header = "Library properties, each of which the example below shows in use, with the keyboard up and down"

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="44" id="tbl">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <sections>
                        <tableViewSection headerTitle="\(header)" id="sec">
                            <cells>
                                <tableViewCell contentMode="scaleToFill" textLabel="txt" detailTextLabel="dtl" imageView="img" rowHeight="44" style="IBUITableViewCellStyleSubtitle" id="c1">
                                    <rect key="frame" x="0.0" y="38" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" id="cv1">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="Keyboard" id="txt">
                                                <rect key="frame" x="82" y="4" width="70" height="20"/>
                                            </label>
                                            <label opaque="NO" contentMode="left" numberOfLines="0" id="dtl">
                                                <rect key="frame" x="82" y="24" width="200" height="16"/>
                                                <string key="text">\(details.joined(separator: "\u{2028}"))</string>
                                            </label>
                                            <imageView opaque="NO" contentMode="scaleAspectFill" image="keyboard" id="img">
                                                <rect key="frame" x="15" y="0.0" width="52" height="44"/>
                                            </imageView>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                                <tableViewCell contentMode="scaleToFill" textLabel="nxt" rowHeight="44" style="IBUITableViewCellStyleDefault" id="c2">
                                    <rect key="frame" x="0.0" y="82" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" id="cv2">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="Toolbar" id="nxt">
                                                <rect key="frame" x="20" y="0.0" width="300" height="44"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </objects>
        </document>
        """

    func preview(size: Size) throws -> (screen: String, root: View) {
        let document = try ScreenReader.read(Self.xib, file: "Settings.xib", vocabulary: .nibKit)
        let root = try PreviewDocument(document: document).instantiate(size: size)
        let context = GraphicsContext(canvas: Canvas(size: size), colorSupport: .palette)
        root.render(in: context)
        return (context.canvas.text, root)
    }

    @Test func aCellGrowsToShowEveryLineOfItsLabelsAndTheNextFollowsIt() throws {
        let (screen, _) = try preview(size: Size(width: 80, height: 24))
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func row(of text: String) -> Int? { rows.firstIndex { $0.contains(text) } }
        let lines = ["Keyboard"] + Self.details
        #expect(lines.allSatisfy { row(of: $0) != nil }, "every line of the cell's labels shows:\n\(screen)")
        let first = row(of: "Keyboard") ?? 0
        #expect(lines.compactMap(row(of:)) == Array(first..<first + lines.count), "one under another:\n\(screen)")
        #expect(row(of: "Toolbar").map { $0 > (row(of: Self.details.last!) ?? .max) } == true, "the next cell after them:\n\(screen)")
    }

    @Test func aSectionsTitleWrapsToShowEveryWord() throws {
        let (screen, _) = try preview(size: Size(width: 40, height: 24))
        #expect(Self.header.split(separator: " ").allSatisfy { screen.contains($0) }, "\(screen)")
    }

    @Test func theCellsPictureStandsBeforeItsLabels() throws {
        let (_, root) = try preview(size: Size(width: 80, height: 24))
        func cells(in view: View) -> [TableViewCell] { (view as? TableViewCell).map { [$0] } ?? view.subviews.flatMap(cells) }
        let cell = try #require(cells(in: root).first)
        let (image, text, detail) = (try #require(cell.imageView), try #require(cell.textLabel), try #require(cell.detailTextLabel))
        #expect(image.frame.maxX < text.frame.minX && text.frame.minX == detail.frame.minX, "\(image.frame) \(text.frame) \(detail.frame)")
        #expect(text.frame.maxY == detail.frame.minY, "the detail under the text")
    }
}
