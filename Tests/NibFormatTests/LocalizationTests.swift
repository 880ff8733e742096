import Foundation
import Testing

@testable import NibFormat
@testable import ScreenReading

/// A storyboard in `Base.lproj` takes its texts from the strings file of the user's language
/// beside it, by Xcode's object-id keys, as UIKit does (docs/INTERFACE_BUILDER.md, "Localization").
@Suite("Localized storyboards")
struct LocalizationTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Vc0-aa-000">
            <scenes>
                <scene sceneID="Sc0-aa-000">
                    <objects>
                        <viewController id="Vc0-aa-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw0-aa-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="Hello" id="Lb0-aa-000"><rect key="frame" x="16" y="120" width="200" height="21"/></label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bt0-aa-000">
                                        <rect key="frame" x="16" y="160" width="200" height="30"/>
                                        <state key="normal" title="Start"/>
                                    </button>
                                    <textField opaque="NO" placeholder="Your name" id="Tf0-aa-000"><rect key="frame" x="16" y="200" width="200" height="34"/></textField>
                                    <segmentedControl opaque="NO" id="Sg0-aa-000">
                                        <rect key="frame" x="16" y="250" width="200" height="32"/>
                                        <segments><segment title="One"/><segment title="Two"/></segments>
                                    </segmentedControl>
                                    <textView clipsSubviews="YES" id="Tv0-aa-000">
                                        <rect key="frame" x="16" y="300" width="200" height="100"/>
                                        <string key="text">Notes</string>
                                    </textView>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Books" id="Ni0-aa-000">
                                <barButtonItem key="rightBarButtonItem" title="Add" id="Bb0-aa-000"/>
                            </navigationItem>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Fr0-aa-000" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let french = """

        /* Class = "UILabel"; text = "Hello"; ObjectID = "Lb0-aa-000"; */
        "Lb0-aa-000.text" = "Bonjour";

        /* Class = "UIButton"; normalTitle = "Start"; ObjectID = "Bt0-aa-000"; */
        "Bt0-aa-000.normalTitle" = "Commencer";
        "Tf0-aa-000.placeholder" = "Votre nom";
        "Sg0-aa-000.segmentTitles[0]" = "Un";
        "Sg0-aa-000.segmentTitles[1]" = "Deux";
        "Tv0-aa-000.text" = "Remarques";
        // a navigation item's title is its controller's
        "Ni0-aa-000.title" = "Livres";
        "Bb0-aa-000.title" = "Ajouter";
        "Gone-00-000.text" = "of an object the file does not have";
        """

    /// A folder with `Base.lproj/Main.storyboard` and `fr.lproj/Main.strings`.
    static func folder(strings: [UInt8] = Array(french.utf8)) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-l10n-\(UUID().uuidString)").path
        for language in ["Base", "fr"] { try FileManager.default.createDirectory(atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true) }
        try storyboard.write(toFile: folder + "/Base.lproj/Main.storyboard", atomically: true, encoding: .utf8)
        try Data(strings).write(to: URL(fileURLWithPath: folder + "/fr.lproj/Main.strings"))
        return folder
    }

    static func texts(of document: NibDocument) -> [String: String] {
        var texts: [String: String] = [:]
        for node in document.allObjects {
            for (key, property) in node.properties {
                if case .string(let text) = property.value {
                    texts[node.id + "." + key] = text
                }
            }
        }
        return texts
    }

    @Test func theUsersLanguageGivesTheTexts() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Base.lproj/Main.storyboard"
        let french = Self.texts(of: try ScreenReader.read(contentsOf: path, vocabulary: .nibKit, languages: ["fr_FR", "fr-FR", "fr"]))
        #expect(french["Lb0-aa-000.text"] == "Bonjour" && french["Bt0-aa-000.title"] == "Commencer" && french["Tf0-aa-000.placeholder"] == "Votre nom")
        #expect(french["Tv0-aa-000.text"] == "Remarques" && french["Vc0-aa-000.title"] == "Livres" && french["Bb0-aa-000.title"] == "Ajouter")
        let segments = Self.texts(of: try ScreenReader.read(contentsOf: path, vocabulary: .nibKit, languages: ["fr"])).filter { $0.key.hasPrefix("Sg0") }
        #expect(segments.values.sorted() == ["Deux", "Un"], "\(segments)")
        let base = Self.texts(of: try ScreenReader.read(contentsOf: path, vocabulary: .nibKit, languages: ["de", "en"]))
        #expect(base["Lb0-aa-000.text"] == "Hello" && base["Vc0-aa-000.title"] == "Books", "no German strings: the base's texts")
    }

    @Test func aLocaleNamesItsLanguagesMostPreciseFirst() {
        #expect(Localization.languages(of: "fr_CA.UTF-8") == ["fr_CA", "fr-CA", "fr"])
        #expect(Localization.languages(of: "de") == ["de"] && Localization.languages(of: "pt_BR@euro") == ["pt_BR", "pt-BR", "pt"])
        #expect(Localization.languages(of: "C.UTF-8").isEmpty && Localization.languages(of: "POSIX").isEmpty)
    }

    @Test func onlyAFileInBaseLprojIsLocalized() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(Localization.stringsFile(for: folder + "/Base.lproj/Main.storyboard", languages: ["fr"]) == folder + "/fr.lproj/Main.strings")
        #expect(Localization.stringsFile(for: folder + "/Base.lproj/Main.storyboard", languages: ["es"]) == nil)
        #expect(Localization.stringsFile(for: folder + "/Main.storyboard", languages: ["fr"]) == nil)
    }

    // MARK: Strings files

    @Test func aStringsFileAsXcodeWritesIt() throws {
        let text = #"""
            /* a comment
               over lines */
            "a.text" = "Line one\nline \"two\"\t\\";  // and one to the end of the line
            "b.text"="\U00e9t\u00E9 \UD83D\UDE00";
            bare.key = "unquoted key";
            "a.text" = "written twice: the last";
            """#
        let table = try StringsTable(text, file: "fr.lproj/Main.strings")
        #expect(table.values == ["a.text": "written twice: the last", "b.text": "été 😀", "bare.key": "unquoted key"])
        #expect(try StringsTable(#""x" = "Line one\nline \"two\"\t\\";"#, file: "f").values["x"] == "Line one\nline \"two\"\t\\")
    }

    @Test func aStringsFileInUTF16() throws {
        let text = #""Lb0-aa-000.text" = "Bonjour";"#
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf8: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [little, big, utf8] {
            #expect(try StringsTable(bytes: bytes, file: "f").values == ["Lb0-aa-000.text": "Bonjour"])
        }
    }

    @Test(arguments: [
        (#""a" = "b""#, "1:10", "expected ';' after the value of \"a\""),
        ("\"a\" \"b\";", "1:5", "expected '=' after the key \"a\""),
        ("\n  \"a\" = \"open;", "2:9", "a string that is never closed ('\"')"),
        ("/* open", "1:1", "a comment that is never closed ('*/')"),
        (#""a" = "\U12";"#, "1:12", "\\U needs four hexadecimal digits"),
        ("= \"b\";", "1:1", "expected a quoted string"),
    ])
    func aBrokenStringsFileIsOneClearError(_ text: String, _ place: String, _ message: String) {
        #expect {
            try StringsTable(text, file: "fr.lproj/Main.strings")
        } throws: { error in
            let diagnostics = (error as? ScreenError)?.diagnostics ?? []
            return diagnostics.count == 1 && diagnostics[0].code == .malformedStrings && diagnostics[0].message == message
                && diagnostics[0].location?.description == "fr.lproj/Main.strings:" + place
        }
    }

    @Test func aBrokenStringsFileStopsTheStoryboardWithItsPlace() throws {
        let folder = try Self.folder(strings: Array(#""Lb0-aa-000.text" = "Bonjour""#.utf8))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            try ScreenReader.read(contentsOf: folder + "/Base.lproj/Main.storyboard", vocabulary: .nibKit, languages: ["fr"])
        } throws: { error in
            (error as? ScreenError)?.diagnostics.map(\.description) == [
                "\(folder)/fr.lproj/Main.strings:1:30: error: expected ';' after the value of \"Lb0-aa-000.text\" [malformed-strings]"
            ]
        }
    }
}
