@testable import NibFormat

import Testing

@Suite struct ZZTempEquivalence {
    func dump(_ e: NibFormat.XMLElement, _ out: inout [String]) {
        out.append("<\(e.name)@\(e.location) text=\(String(describing: e.text))")
        for a in e.attributes { out.append("  \(a.name)=\(a.value)@\(a.location)") }
        for c in e.children { dump(c, &out) }
    }
    func run(_ text: String) -> [String] {
        var out: [String] = []
        do { dump(try XMLReader.read(Array(text.utf8), file: "t.xib"), &out) } catch { out.append("error \(error.diagnostics.map { "\($0)" })") }
        return out
    }
    func runOld(_ text: String) -> [String] {
        var out: [String] = []
        do { dump(try OldXMLReader.read(Array(text.utf8), file: "t.xib"), &out) } catch { out.append("error \(error.diagnostics.map { "\($0)" })") }
        return out
    }
    @Test func sameTrees() throws {
        let cases = [
            "<document a=\"1\"\n   b = 'x&amp;y'  c=\"é\"><ü x=\"ü\"  y=\"&#38;\"/>\n\t<v id=\"a\tb\" z=\"line\nbreak\"/></document>",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document xmlns:p=\"urn:x\" p:a=\"1\" a=\"2\"><x\n  k=\"v\"\n/>  text here <y/>é text</document>",
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document a=\"\u{E9}\"><b c=\"1\"/></document>",
            "<document><a b=\"1\" b=\"2\"/></document>",
            "<document>\r\n  <a b=\"1\"\r\n c=\"2\"/>\r\n</document>",
            "<!DOCTYPE x [<!ENTITY e \"v\">]><document/>",
            "<document><a b=\"&lt;&gt;\" c=\"   spaced   \" d=''/>caf\u{E9}<b e=\"\u{1F600}\" f=\"x\"/></document>",
            "",
            "<document a=\"1\" b=\"2\" c=\"3\" d=\"4\" e=\"5\" f=\"6\" g=\"7\" h=\"8\" i=\"9\" j=\"10\"><z   q  =  \"1\"/></document>",
            String(repeating: "<document>", count: 1) + String(repeating: "<v id=\"x\" é=\"1\"/>\n", count: 300) + "</document>",
            try String(contentsOfFile: "/work/main/Screens/HowdyViewController.xib", encoding: .utf8),
        ]
        for text in cases {
            #expect(run(text) == runOld(text), "\(text.prefix(60))"); print(run(text).prefix(6).joined(separator: " | "))
        }
    }
}
