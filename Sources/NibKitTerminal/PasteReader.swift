import Glibc
import NibKit

/// The body of a bracketed paste, read from the terminal in blocks.
///
/// ncurses reads its input a byte a `read()`: a 1 MB paste took 4 s to arrive so. Once a
/// paste's opening marker is read, what follows up to its closing marker is text, with nothing
/// for ncurses to match, so it is read here 64 KiB at a time. It starts when ncurses holds
/// nothing read ahead: ncurses reads ahead only after an ESC, to match a key's sequence, and
/// the marker's last characters are read one at a time once no key's sequence matches.
enum PasteReader {
    /// Reads from `descriptor` into `parser`, inside a paste, until the paste ends, the
    /// terminal sends nothing for `pause` milliseconds, or a signal comes (then what came is
    /// the paste). Returns the paste and the characters read after its end, to be read next.
    static func finish(_ parser: inout EscapeSequenceParser, from descriptor: Int32, pause: Int32) -> (InputEvent?, [Unicode.Scalar]) {
        var block = [UInt8](repeating: 0, count: 1 << 16)
        // The start of a character cut by the block's end, read with the next block.
        var cut: [UInt8] = []
        while true {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, pause) > 0 else { return (parser.endOfInput(), []) }
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return (parser.endOfInput(), []) }
            var bytes = cut + block[..<count]
            let whole = wholeCharacters(bytes)
            cut = Array(bytes[whole...])
            bytes.removeSubrange(whole...)
            let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
            var index = scalars.startIndex
            while index != scalars.endIndex {
                let step = parser.feed(scalars[index])
                index = scalars.index(after: index)
                if case .sequence(let event) = step {
                    // A character cut after the paste is lost with its block: rarer than a
                    // key typed in the same millisecond as the paste's end.
                    return (event, Array(scalars[index...]))
                }
            }
        }
    }

    /// How many of `bytes` make whole UTF-8 characters: all but a last character cut short.
    static func wholeCharacters(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        while start > 0, bytes.count - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return bytes.count - (start - 1) < length ? start - 1 : bytes.count
    }
}
