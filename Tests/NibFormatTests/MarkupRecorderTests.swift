import Testing

@testable import NibFormat
@testable import ScreenReading

@Suite("Recording XML with libxml2")
struct MarkupRecorderTests {
    @Test func elementsAndAttributesKeepLineAndColumn() throws {
        let text = """
            <document version="1">
              <objects>
                <view id="a"/>  <label   id="b" text="x &amp; y &lt; &#65;"/>
              </objects>
            </document>
            """
        let markup = try MarkupRecorder.record(Array(text.utf8), file: "t.xib")
        let objects = try #require(markup.children(markup.root!).first { _ in true })
        #expect(markup.location(objects) == SourceLocation(file: "t.xib", line: 2, column: 3))
        let label = Array(markup.children(objects))[1]
        #expect(markup.nameText(label) == "label")
        #expect(markup.location(label) == SourceLocation(file: "t.xib", line: 3, column: 21))
        #expect(markup.attribute(.id, of: label).map(markup.location)?.column == 30)
        #expect(markup.attribute(named: "text", of: label).map(markup.value) == "x & y < A")
    }

    /// A tag written over several lines: each attribute is placed on its own line, and those
    /// on the tag's first line by their column there.
    @Test func attributesOnTheLinesAfterTheirTagsFirstAreOnTheirOwnLines() throws {
        let text = """
            <document version="1">
              <objects>
                <label id="a"
                       text="two"   hidden="YES"
                  tag="3"/><view id="b"/>
              </objects>
            </document>
            """
        let markup = try MarkupRecorder.record(Array(text.utf8), file: "m.xib")
        let objects = try #require(markup.children(markup.root!).first { _ in true })
        let (label, view) = (Array(markup.children(objects))[0], Array(markup.children(objects))[1])
        #expect(markup.attribute(.id, of: label).map(markup.location) == SourceLocation(file: "m.xib", line: 3, column: 12))
        #expect(markup.attribute(named: "text", of: label).map(markup.location) == SourceLocation(file: "m.xib", line: 4, column: 12))
        #expect(markup.attribute(named: "hidden", of: label).map(markup.location) == SourceLocation(file: "m.xib", line: 4, column: 25))
        #expect(markup.attribute(named: "tag", of: label).map(markup.location) == SourceLocation(file: "m.xib", line: 5, column: 7))
        #expect(markup.attribute(.id, of: view).map(markup.location) == SourceLocation(file: "m.xib", line: 5, column: 22))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let markup = try MarkupRecorder.record(Array("<a t=\"é漢\"><b/></a>".utf8), file: "u.xib")
        #expect(markup.children(markup.root!).map(markup.location).first?.column == 11)
    }

    @Test func doctypeIsRejected() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e \"boom\">]>\n<document>&e;</document>"
        #expect {
            try MarkupRecorder.record(Array(text.utf8), file: "d.xib")
        } throws: { error in
            let error = error as! ScreenError
            return error.codes == [.doctypeRejected] && error.diagnostics[0].location?.line == 2
        }
    }

    /// A file that ends right after its DOCTYPE's name crashed the search back for its `<!`.
    @Test func aDoctypeAtTheVeryEndIsRejectedToo() {
        for text in ["<!DOCTYPE a<", "<!DOCTYPE a", "<!DOCTYPE a>"] {
            #expect(throws: ScreenError.self, "\(text)") { try MarkupRecorder.record(Array(text.utf8), file: "d.xib") }
        }
    }

    @Test func malformedXMLIsReportedWithPosition() {
        #expect {
            try MarkupRecorder.record(Array("<document>\n  <objects>\n</document>".utf8), file: "m.xib")
        } throws: { error in
            let d = (error as! ScreenError).diagnostics[0]
            return d.code == .malformedXML && d.location?.line == 3 && d.description.hasPrefix("m.xib:3:")
        }
    }

    @Test func undefinedEntitiesAreErrorsNotExpanded() {
        #expect(throws: ScreenError.self) { try MarkupRecorder.record(Array("<document a=\"&xxe;\"/>".utf8), file: "e.xib") }
    }
}
