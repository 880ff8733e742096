import Foundation
import Testing
@testable import NibFormat

/// `ScreenReader.read` decodes libxml2's events through compact records, without the public
/// `XMLElement` tree; `ScreenReader.decode(XMLReader.read(...))` goes through the tree. Both must
/// give the same document, or the same diagnostics (codes, messages, places, suggestions, order),
/// for every input: every screen in the repository and a catalogue of broken ones.
@Suite("Reading with and without the XML tree")
struct ReaderEquivalenceTests {
    @Test func everyScreenInTheRepositoryReadsTheSameBothWays() throws {
        for file in ScreenReaderTests.screenFiles() {
            let bytes = try #require(FileBytes.read(ScreenReaderTests.repository + "/" + file))
            Self.expectSameBothWays(bytes, file: file)
            for fraction in [3, 2] { Self.expectSameBothWays(Array(bytes.prefix(bytes.count * (fraction - 1) / fraction)), file: file) }
        }
    }

    @Test func brokenScreensReportTheSameBothWays() {
        for sample in ScreenReaderTests.brokenScreens {
            Self.expectSameBothWays(sample.bytes, file: sample.name + ".xib")
            Self.expectSameBothWays(sample.bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }, file: sample.name + "-crlf.xib")
        }
    }

    static func expectSameBothWays(_ bytes: [UInt8], file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let direct = ScreenReaderTests.describe { () throws(ScreenError) in try ScreenReader.read(bytes, file: file) }
        let viaTree = ScreenReaderTests.describe { () throws(ScreenError) in try ScreenReader.decode(XMLReader.read(bytes, file: file), file: file) }
        #expect(direct == viaTree, "\(file)", sourceLocation: sourceLocation)
    }
}
