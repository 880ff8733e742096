import Foundation
import Testing

@testable import NibFormat
@testable import ScreenReading

/// A storyboard in `Base.lproj` takes its texts from the strings file of the user's language
/// beside it, by Xcode's object-id keys, as UIKit does (docs/INTERFACE_BUILDER.md, "Localization").
@Suite("Localized storyboards")
struct LocalizationTests {
    /// An Xcode storyboard in `Base.lproj`, and its French strings in `fr.lproj` (also drawn by
    /// `nibtool preview` in NibtoolInterfaceBuilderTests).
    static let fixture = StoryboardFormatTests.fixtures + "/Localized"
    static let path = fixture + "/Base.lproj/Main.storyboard"

    /// A folder with the fixture's storyboard in `Base.lproj` and `strings` as `fr.lproj/Main.strings`.
    static func folder(strings: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-l10n-\(UUID().uuidString)").path
        for language in ["Base", "fr"] { try FileManager.default.createDirectory(atPath: "\(folder)/\(language).lproj", withIntermediateDirectories: true) }
        try FileManager.default.copyItem(atPath: path, toPath: folder + "/Base.lproj/Main.storyboard")
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
        let path = Self.path
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
        let folder = Self.fixture
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
