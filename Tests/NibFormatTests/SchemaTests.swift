import CLibXML2
import Foundation
import NibKit
import Testing

@testable import NibFormat
@testable import ScreenReading

/// The XML Schema is generated from the vocabulary; the committed copy must match it, and every
/// screen in the repository must validate against it with libxml2's own schema validator.
@Suite("The screen format's XML Schema")
struct SchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func committedSchemaMatchesTheVocabulary() throws {
        let path = Self.root + "/docs/nibkit-screen.xsd"
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            committed == SchemaGenerator.xsd(of: .nibKit),
            """
            docs/nibkit-screen.xsd is out of date with NibFormat's Vocabulary. Regenerate it:
              swift run nibtool schema > docs/nibkit-screen.xsd
            """)
    }

    @Test func theDocsElementReferenceMatchesTheVocabulary() throws {
        let docs = try String(contentsOfFile: Self.root + "/docs/SCREEN_FORMAT.md", encoding: .utf8)
        let begin = try #require(docs.range(of: ReferenceTable.begin), "docs/SCREEN_FORMAT.md has no generated element reference")
        let end = try #require(docs.range(of: ReferenceTable.end))
        #expect(
            String(docs[begin.lowerBound..<end.upperBound]) + "\n" == ReferenceTable.markdown(of: .nibKit),
            """
            docs/SCREEN_FORMAT.md's element reference is out of date with NibFormat's Vocabulary. Replace the
            table between its markers with the output of: swift run nibtool schema --reference
            """)
    }

    @Test func schemaIsAValidXSD() throws {
        _ = try SchemaValidator(SchemaGenerator.xsd(of: .nibKit))
    }

    /// Every screen under Screens/ (recursively) validates. Screens/Broken/ holds screens that are
    /// broken only in meaning (a misspelled outlet, a wrong owner): they are well-formed and use
    /// only the vocabulary, so they validate too. Deliberately malformed XML or unknown
    /// elements belong under a `Malformed` folder, which is skipped: the schema would reject
    /// them, and the decoder's own tests cover them. Screens in Interface Builder's dialect
    /// (Screens/Xcode/) follow Xcode's format, not this schema: they are left out.
    @Test func everyScreenValidatesAgainstTheSchema() throws {
        let validator = try SchemaValidator(SchemaGenerator.xsd(of: .nibKit))
        let screens =
            Self.screenFiles(under: Self.root + "/Screens") + Self.screenFiles(under: Self.root + "/Tests/NibKitTests/Screens")
            + Self.screenFiles(under: Self.root + "/Tests/NibtoolTests/Fixtures/Nibtool").filter { !$0.contains("/Broken") }
        #expect(!screens.isEmpty)
        // Files in Interface Builder's dialect are Xcode's format, not this schema's.
        let nibKits = try screens.filter { try ScreenReader.dialect(of: MarkupRecorder.record(FileBytes.read($0), file: $0)) == .nibKit }
        #expect(nibKits.count < screens.count, "the fixtures hold Xcode's files too")
        for screen in nibKits {
            let problems = validator.validate(file: screen)
            #expect(problems.isEmpty, "\(screen) does not validate against docs/nibkit-screen.xsd:\n\(problems.joined(separator: "\n"))")
        }
    }

    @Test func schemaRejectsWhatTheDecoderRejects() throws {
        let validator = try SchemaValidator(SchemaGenerator.xsd(of: .nibKit))
        let cases = [
            #"<view id="a" colour="red"/>"#,  // unknown attribute
            #"<buton id="a"/>"#,  // unknown element
            #"<view id="a"><rect key="frame" x="0" y="0" width="1" height="ten"/></view>"#,  // bad integer
            #"<view id="a"><color key="backgroundColor" name="blu"/></view>"#,  // unknown colour name
            #"<view id="a"><rect key="bounds" x="0" y="0" width="1" height="1"/></view>"#,  // no such key
            #"<button id="a"><connections><action selector="x:" destination="a" eventType="click"/></connections></button>"#,
            #"<view/>"#,  // no id
            #"<placeholder id="-1"/>"#,  // no placeholderIdentifier
        ]
        for body in cases {
            let text = "<document type=\"NibKit.XIB\" version=\"1\"><objects>\(body)</objects></document>"
            #expect(!validator.validate(text: text).isEmpty, "the schema accepts \(body)")
            #expect(throws: ScreenError.self) { try ScreenReader.read(text, file: "t.xib", vocabulary: .nibKit) }
        }
        let good =
            ##"<document type="NibKit.XIB" version="1"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/><view id="a" hidden="YES"><rect key="frame" x="0" y="0" width="3" height="1"/><color key="backgroundColor" hex="#00ff00"/><autoresizingMask key="autoresizingMask" widthSizable="YES"/><subviews><button id="b" title="Go"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" name="red"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes><connections><action selector="go:" destination="-1" eventType="touchUpInside"/></connections></button></subviews></view></objects></document>"##
        #expect(validator.validate(text: good).isEmpty)
        #expect(throws: Never.self) { try ScreenReader.read(good, file: "good.xib", vocabulary: .nibKit) }
    }

    static func screenFiles(under directory: String) -> [String] {
        // A folder of the repository that is not there was moved: fail, not test fewer screens.
        guard FileManager.default.fileExists(atPath: directory), let enumerator = FileManager.default.enumerator(atPath: directory) else {
            Issue.record("no folder \(directory)")
            return []
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if (relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard")) && !relative.split(separator: "/").contains("Malformed") {
                files.append(directory + "/" + relative)
            }
        }
        return files.sorted()
    }
}

/// libxml2's XML Schema validator: the schema parsed once, documents read with no network and
/// no entity substitution.
final class SchemaValidator {
    private let schema: xmlSchemaPtr

    struct SchemaError: Error, CustomStringConvertible { var description: String }

    init(_ xsd: String) throws {
        let bytes = Array(xsd.utf8)
        let parsed: xmlSchemaPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                guard let context = xmlSchemaNewMemParserCtxt(chars, Int32(buffer.count)) else { return nil }
                defer { xmlSchemaFreeParserCtxt(context) }
                xmlSchemaSetParserStructuredErrors(context, { _, _ in }, nil)
                return xmlSchemaParse(context)
            }
        }
        guard let parsed else { throw SchemaError(description: "the schema does not parse as XSD") }
        schema = parsed
    }

    deinit { xmlSchemaFree(schema) }

    func validate(file: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: file) else { return ["cannot read \(file)"] }
        return validate(bytes: Array(data), name: file)
    }

    func validate(text: String) -> [String] { validate(bytes: Array(text.utf8), name: "text") }

    func validate(bytes: [UInt8], name: String) -> [String] {
        final class Collector { var messages: [String] = [] }
        let collector = Collector()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                xmlReadMemory(chars, Int32(buffer.count), name, nil, options)
            }
        }
        guard let document else { return ["\(name): not well-formed XML"] }
        defer { xmlFreeDoc(document) }
        guard let context = xmlSchemaNewValidCtxt(schema) else { return ["cannot make a validation context"] }
        defer { xmlSchemaFreeValidCtxt(context) }
        let pointer = Unmanaged.passUnretained(collector).toOpaque()
        xmlSchemaSetValidStructuredErrors(
            context,
            { data, error in
                guard let data, let error else { return }
                let collector = Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
                let message = error.pointee.message.map { String(cString: $0) }?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "invalid"
                collector.messages.append("line \(error.pointee.line): \(message)")
            }, pointer)
        let result = xmlSchemaValidateDoc(context, document)
        if result != 0 && collector.messages.isEmpty { collector.messages.append("invalid (libxml2 status \(result))") }
        return collector.messages
    }
}
