import Foundation
import Glibc
import NibKit
import Testing

@testable import NibKitTerminal

/// A paste's body is read in blocks, not a byte a read(), and what follows its end is kept.
@Suite struct PasteReaderTests {
    /// The parser inside a paste: its opening marker read (ESC, which the backend reads first,
    /// then the rest).
    func parserInsidePaste() -> EscapeSequenceParser {
        var parser = EscapeSequenceParser()
        for scalar in "[200~".unicodeScalars { _ = parser.feed(scalar) }
        return parser
    }

    /// Reads a paste from a pipe holding `bytes`, the write end closed.
    func paste(_ bytes: [UInt8]) -> (InputEvent?, [Unicode.Scalar]) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let writeEnd = ends[1]
        // Written by a thread of its own, beside the read (a pipe holds 64 KiB): a task would
        // wait for a thread of the test pool, which the blocked read and other tests may hold.
        Thread.detachNewThread {
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                written += count
            }
            close(writeEnd)
        }
        var parser = parserInsidePaste()
        return PasteReader.finish(&parser, from: ends[0], pause: 2_000)
    }

    @Test func aPasteIsReadToItsEndAndWhatFollowsIsKept() {
        let (event, after) = paste(Array("héllo ⇒ 🙂\u{1B}[201~ab".utf8))
        #expect(event == .paste("héllo ⇒ 🙂"))
        #expect(after == ["a", "b"])
    }

    /// 200 KB arrive in several blocks; characters cut at a block's end are whole in the paste.
    @Test func aLongPasteCutAcrossBlocksIsWhole() {
        let text = String(repeating: "ab⇒🙂", count: 20_000)
        let (event, after) = paste(Array((text + "\u{1B}[201~").utf8))
        #expect(event == .paste(text))
        #expect(after.isEmpty)
    }

    /// A paste whose end never comes is what came before the terminal stopped.
    @Test func aPasteWithoutItsEndIsWhatCame() {
        let (event, _) = paste(Array("partial\u{1B}[20".utf8))
        #expect(event == .paste("partial\u{1B}[20"))
    }

    @Test func onlyACharacterCutShortIsLeftForTheNextBlock() {
        let arrow = Array("⇒".utf8)
        #expect(PasteReader.wholeCharacters(Array("ab".utf8)) == 2)
        #expect(PasteReader.wholeCharacters([0x61] + arrow.prefix(2)) == 1)
        #expect(PasteReader.wholeCharacters([0x61] + arrow) == 4)
        #expect(PasteReader.wholeCharacters(Array("🙂".utf8).prefix(3).map { $0 }) == 0)
    }
}
