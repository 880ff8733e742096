import Foundation
import NibKit
import ScreenChecking
import ScreenReading
import Testing

/// A design in points drawn for a tall screen gives way in a short terminal: views placed by
/// constraints keep inside their superviews where the design lets them, their aspect ratios
/// giving way first, and a lone view made to follow its screen's size fills the terminal.
@Suite("Layout that gives way")
@MainActor
struct GivingWayTests {
    /// Three square keys in a column, stacked up from the bottom of a 375x667-point screen, each
    /// a quarter of its width: at 80 columns a square key is 20 columns and 8 rows, 24 rows of
    /// keys that a terminal of 24 rows cannot hold.
    static let keys = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="k1">
                            <rect key="frame" x="0.0" y="385" width="94" height="94"/>
                            <state key="normal" title="1"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="k2">
                            <rect key="frame" x="0.0" y="479" width="94" height="94"/>
                            <state key="normal" title="2"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="k3">
                            <rect key="frame" x="0.0" y="573" width="94" height="94"/>
                            <state key="normal" title="3"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="k1" firstAttribute="width" secondItem="k1" secondAttribute="height" multiplier="1:1" id="a1"/>
                        <constraint firstItem="k2" firstAttribute="width" secondItem="k2" secondAttribute="height" multiplier="1:1" id="a2"/>
                        <constraint firstItem="k3" firstAttribute="width" secondItem="k3" secondAttribute="height" multiplier="1:1" id="a3"/>
                        <constraint firstItem="k1" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.25" id="w1"/>
                        <constraint firstItem="k2" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.25" id="w2"/>
                        <constraint firstItem="k3" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.25" id="w3"/>
                        <constraint firstItem="k1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
                        <constraint firstItem="k2" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l2"/>
                        <constraint firstItem="k3" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l3"/>
                        <constraint firstItem="k2" firstAttribute="top" secondItem="k1" secondAttribute="bottom" id="t2"/>
                        <constraint firstItem="k3" firstAttribute="top" secondItem="k2" secondAttribute="bottom" id="t3"/>
                        <constraint firstAttribute="bottom" secondItem="k3" secondAttribute="bottom" id="b3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// `count` square keys stacked up from the bottom, as `keys` has three.
    static func column(of count: Int) -> String {
        let buttons = (1...count).map { key in
            """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="k\(key)">
                <rect key="frame" x="0.0" y="\(667 - 94 * (count - key + 1))" width="94" height="94"/>
                <state key="normal" title="\(key)"/>
            </button>
            """
        }
        let constraints = (1...count).map { key in
            """
            <constraint firstItem="k\(key)" firstAttribute="width" secondItem="k\(key)" secondAttribute="height" multiplier="1:1" id="a\(key)"/>
            <constraint firstItem="k\(key)" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.25" id="w\(key)"/>
            <constraint firstItem="k\(key)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l\(key)"/>
            """
                + (key > 1
                    ? "<constraint firstItem=\"k\(key)\" firstAttribute=\"top\" secondItem=\"k\(key - 1)\" secondAttribute=\"bottom\" id=\"t\(key)\"/>" : "")
        }
        let start = keys.range(of: "<subviews>")!.upperBound
        let end = keys.range(of: "</constraints>")!.lowerBound
        return String(keys[..<start]) + buttons.joined() + "</subviews><constraints>" + constraints.joined()
            + "<constraint firstAttribute=\"bottom\" secondItem=\"k\(count)\" secondAttribute=\"bottom\" id=\"b\"/>" + String(keys[end...])
    }

    func preview(_ xml: String, size: Size) throws -> String {
        let document = try ScreenReader.read(xml, file: "Keys.xib", vocabulary: .nibKit)
        let root = try PreviewDocument(document: document).instantiate(size: size)
        let context = GraphicsContext(canvas: Canvas(size: size), colorSupport: .palette)
        root.render(in: context)
        return context.canvas.text
    }

    @Test func keysTooTallForTheTerminalGiveUpTheirShapeNotTheirPlaceOnScreen() throws {
        let screen = try preview(Self.keys, size: Size(width: 80, height: 24))
        for key in ["[ 1 ]", "[ 2 ]", "[ 3 ]"] { #expect(screen.contains(key), "\(key) is on screen:\n\(screen)") }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let keyRows = rows.indices.filter { rows[$0].contains("[ ") }
        #expect(Set(zip(keyRows, keyRows.dropFirst()).map { $1 - $0 }).count == 1, "they give way alike, evenly spaced:\n\(screen)")
    }

    /// Five keys of 8 rows cannot share 24 rows at their shape: each gives up as much as the
    /// others (a ratio gives way in steps), rather than some keeping it all and some none.
    @Test func keysThatGiveWayShareIt() throws {
        let screen = try preview(Self.column(of: 5), size: Size(width: 80, height: 24))
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let keyRows = rows.indices.filter { rows[$0].contains("[ ") }
        let gaps = zip(keyRows, keyRows.dropFirst()).map { $1 - $0 }
        #expect(keyRows.count == 5 && (gaps.max() ?? 0) - (gaps.min() ?? 0) <= 2, "within a step (2 rows of 8) of one another, \(gaps):\n\(screen)")
    }

    /// A calculator's keys: a column hung under a display and standing on the bottom, and a
    /// column beside it standing on the bottom alone. Drawn alike, they give way alike: each
    /// row of keys stays a row, and the second column does not slide up under the display.
    @Test func keysDrawnAlikeGiveWayAlikeAndKeepTheirRows() throws {
        let display = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Display" translatesAutoresizingMaskIntoConstraints="NO" id="display">
                <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
            </label>
            """
        let second = (4...6).map { key in
            """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="k\(key)">
                <rect key="frame" x="94" y="\(667 - 94 * (7 - key))" width="94" height="94"/>
                <state key="normal" title="\(key)"/>
                <constraints>
                    <constraint firstAttribute="width" secondItem="k\(key)" secondAttribute="height" multiplier="1:1" id="a\(key)"/>
                </constraints>
            </button>
            """
        }
        let secondConstraints = (4...6).map { key in
            """
            <constraint firstItem="k\(key)" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.25" id="w\(key)"/>
            <constraint firstItem="k\(key)" firstAttribute="leading" secondItem="k\(key - 3)" secondAttribute="trailing" id="l\(key)"/>
            """
                + (key > 4
                    ? "<constraint firstItem=\"k\(key)\" firstAttribute=\"top\" secondItem=\"k\(key - 1)\" secondAttribute=\"bottom\" id=\"t\(key)\"/>" : "")
        }
        let rootConstraints = """
            <constraint firstItem="display" firstAttribute="top" secondItem="root" secondAttribute="top" id="d1"/>
            <constraint firstItem="display" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d2"/>
            <constraint firstItem="k1" firstAttribute="top" secondItem="display" secondAttribute="bottom" id="d3"/>
            <constraint firstAttribute="bottom" secondItem="k6" secondAttribute="bottom" id="b6"/>
            """
        var xml = Self.keys.replacingOccurrences(of: "<subviews>", with: "<subviews>" + display + second.joined())
        xml.insert(contentsOf: secondConstraints.joined() + rootConstraints, at: xml.range(of: "</constraints>", options: .backwards)!.lowerBound)
        let screen = try preview(xml, size: Size(width: 80, height: 24))
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        func row(of text: String) -> Int? { rows.firstIndex { $0.contains(text) } }
        #expect(row(of: "Display") != nil, "the display shows:\n\(screen)")
        for (left, right) in [("[ 1 ]", "[ 4 ]"), ("[ 2 ]", "[ 5 ]"), ("[ 3 ]", "[ 6 ]")] {
            #expect(row(of: left) != nil && row(of: left) == row(of: right), "\(left) and \(right) on one row:\n\(screen)")
        }
    }

    @Test func withRoomEnoughTheyKeepTheirShape() throws {
        let screen = try preview(Self.keys, size: Size(width: 80, height: 30))
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let keyRows = rows.indices.filter { rows[$0].contains("[ ") }
        #expect(keyRows.count == 3 && zip(keyRows, keyRows.dropFirst()).allSatisfy { $1 - $0 == 8 }, "square keys, 8 rows apart:\n\(screen)")
    }

    @Test func aLoneViewMadeToFollowItsScreensSizeFillsTheTerminal() throws {
        let launch = Self.keys.replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"480\" height=\"480\"")
        let screen = try preview(launch, size: Size(width: 100, height: 40))
        let row = String(screen.split(separator: "\n").first { $0.contains("[ 3 ]") } ?? "")
        // A quarter of 100 columns (not of the 60 its 480 points make), its title centred in it.
        #expect(row.range(of: "[ 3 ]").map { row.distance(from: row.startIndex, to: $0.lowerBound) } == 10, "\(screen)")
    }
}
