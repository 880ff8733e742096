import Testing
@testable import NibFormat

@Suite("Reading XML with libxml2")
struct XMLReaderTests {
    @Test func elementsAndAttributesKeepLineAndColumn() throws {
        let text = """
        <document version="1">
          <objects>
            <view id="a"/>  <label   id="b" text="x &amp; y &lt; &#65;"/>
          </objects>
        </document>
        """
        let root = try XMLReader.read(Array(text.utf8), file: "t.xib")
        let objects = root.children[0]
        #expect(objects.location.line == 2 && objects.location.column == 3)
        let label = objects.children[1]
        #expect(label.name == "label")
        #expect(label.location.line == 3 && label.location.column == 21)
        #expect(label[attribute: "id"]?.location.column == 30)
        #expect(label[attribute: "text"]?.value == "x & y < A")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try XMLReader.read(Array("<a t=\"é漢\"><b/></a>".utf8), file: "u.xib")
        #expect(root.children[0].location.column == 11)
    }

    @Test func doctypeIsRejected() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e \"boom\">]>\n<document>&e;</document>"
        #expect {
            try XMLReader.read(Array(text.utf8), file: "d.xib")
        } throws: { error in
            let error = error as! ScreenError
            return error.codes == [.doctypeRejected] && error.diagnostics[0].location?.line == 2
        }
    }

    @Test func malformedXMLIsReportedWithPosition() {
        #expect {
            try XMLReader.read(Array("<document>\n  <objects>\n</document>".utf8), file: "m.xib")
        } throws: { error in
            let d = (error as! ScreenError).diagnostics[0]
            return d.code == .malformedXML && d.location?.line == 3 && d.description.hasPrefix("m.xib:3:")
        }
    }

    @Test func undefinedEntitiesAreErrorsNotExpanded() {
        #expect(throws: ScreenError.self) { try XMLReader.read(Array("<document a=\"&xxe;\"/>".utf8), file: "e.xib") }
    }
}
