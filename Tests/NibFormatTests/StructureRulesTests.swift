import NibKit
import Testing

@testable import NibFormat
@testable import ScreenReading

/// Where objects stand, their ids and what they connect to are checked once, over the model,
/// after any reader built it (`StructureRules`): the XML reader, the compiled reader and Xcode's
/// dialect say the same of the same mistakes, and a document made in code is held to them too.
@Suite("One structure check")
struct StructureRulesTests {
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
              <connections><outlet property="view" destination="mian"/></connections>
            </placeholder>
            <view id="main"><subviews><label id="main"/></subviews></view>
          </objects>
        </document>
        """
    static let expected = [
        "S.xib:7:31: error: id 'main' is already used at line 7 [duplicate-id]",
        "S.xib:5:20: error: placeholder '-1' connects 'view' to 'mian', which no object in this screen has as id [dangling-destination]",
    ]

    /// The problems reading `text` meets; nil, recorded as an issue, when it reads.
    static func problems(reading text: String, file: String) -> [Diagnostic]? {
        do {
            _ = try ScreenReader.read(text, file: file, vocabulary: .nibKit)
            Issue.record("\(file) was read")
            return nil
        } catch {
            return error.diagnostics
        }
    }

    @Test func theXMLReaderAndTheCompiledReaderSayTheSame() throws {
        // Each once: a check left in a reader besides the pass would say it twice.
        let problems = Self.problems(reading: Self.screen, file: "S.xib")
        #expect(problems?.map(\.description).sorted() == Self.expected.sorted(), "\(problems ?? [])")
        let document = try ReaderProblems.decodedAnyway(Self.screen, file: "S.xib")
        #expect(ReaderProblems.compiled(document).sorted() == Self.expected.sorted())
    }

    @Test func xcodesDialectSaysTheSame() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
              <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections><outlet property="view" destination="mian" id="c1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/><subviews><label text="Hi" id="main"><rect key="frame" x="0.0" y="0.0" width="50" height="20"/></label></subviews></view>
              </objects>
            </document>
            """
        let problems = Self.problems(reading: xib, file: "X.xib")
        #expect(problems?.map(\.code).sorted { $0.rawValue < $1.rawValue } == [.danglingDestination, .duplicateID], "\(problems ?? [])")
    }

    @Test func aDocumentMadeInCodeIsHeldToTheSameRules() {
        var document = NibDocument(file: "Made.xib", version: 1, objects: [], location: SourceLocation(file: "Made.xib", line: 1, column: 1))
        document.read(with: .nibKit)
        var view = ObjectNode(element: "view", id: "v", location: SourceLocation(file: "Made.xib", line: 2, column: 1))
        view.subviews = [ObjectNode(element: "placeholder", id: "", location: SourceLocation(file: "Made.xib", line: 3, column: 1))]
        document.objects = [view, ObjectNode(element: "constraint", id: "v", location: SourceLocation(file: "Made.xib", line: 4, column: 1))]
        let codes = StructureRules.problems(in: document).map(\.code)
        #expect(codes == [.missingID, .misplacedPlaceholder, .duplicateID, .unknownElement], "\(codes)")
    }

    /// A compiled screen's reader numbers its ids as it reads them (`StructureIndex`); a
    /// document changed after it was read is indexed again, by its ids themselves.
    @Test func aChangedCompiledDocumentIsCheckedByItsIds() throws {
        let screen = Self.screen.replacingOccurrences(of: "id=\"main\"/>", with: "id=\"caption\"/>")
            .replacingOccurrences(of: "destination=\"mian\"", with: "destination=\"main\"")
        var document = try CompiledScreen.decode(CompiledScreen.encode(ScreenReader.read(screen, file: "S.xib", vocabulary: .nibKit)), vocabulary: .nibKit)
        #expect(StructureRules.problems(in: document).isEmpty, "read clean")
        document.objects[1].subviews[0].id = "main"
        #expect(StructureRules.problems(in: document).map(\.code) == [.duplicateID], "the label renamed to its superview's id")
        document.objects[1].subviews[0].id = "caption"
        document.objects[0].connections[0].destination = "caption"
        #expect(StructureRules.problems(in: document).isEmpty, "the outlet pointed at the label")
        document.objects[0].connections[0].destination = "gone"
        #expect(StructureRules.problems(in: document).map(\.code) == [.danglingDestination], "the outlet pointed nowhere")
    }

    /// An element the vocabulary does not know is the reader's to report, in the list it stands
    /// in and with what that list takes.
    @Test func anUnknownElementIsReportedInItsList() {
        let screen = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="NibKit.XIB" version="1">
              <objects>
                <view id="main"><constraints><constrain id="c"/></constraints></view>
                <tableView id="t"><prototypes><tableViewCel id="p"/></prototypes></tableView>
              </objects>
            </document>
            """
        let messages = Self.problems(reading: screen, file: "U.xib")?.map(\.description) ?? []
        #expect(
            messages.contains { $0.hasPrefix("U.xib:4:34: error: unknown element <constrain> in <constraints> (did you mean 'constraint'?)") },
            "\(messages)")
        #expect(
            messages.contains { $0.hasPrefix("U.xib:5:35: error: unknown element <tableViewCel> in <prototypes> (did you mean 'tableViewCell'?)") },
            "\(messages)")
    }

    /// Xcode's dialect is held to where objects stand and to their ids as the others are.
    @Test func xcodesDialectKeepsPlaceholdersAtTheTopAndEveryIdPresent() {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
              <objects>
                <view contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                  <subviews><placeholder placeholderIdentifier="IBFirstResponder" id="-2"/><view id=""/></subviews>
                </view>
              </objects>
            </document>
            """
        #expect(
            Self.problems(reading: xib, file: "X.xib")?.map(\.description) == [
                "X.xib:5:17: error: a placeholder belongs directly in <objects> [misplaced-placeholder]",
                "X.xib:5:80: error: view has no id [missing-id]",
            ])
    }
}
