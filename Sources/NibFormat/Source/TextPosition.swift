/// Line and column of byte offsets: lines end at LF, and columns count characters (bytes that
/// do not continue a UTF-8 sequence), as editors count them.
package enum TextPosition {
    /// The position of `offset`, counted forward from a known position at `start` (at or before
    /// it): how an attribute is placed from its tag without a table of the whole file.
    package static func advance(line: Int, column: Int, from start: Int, to offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = line
        var column = column
        bytes.withUnsafeBufferPointer { bytes in
            var i = start
            let stop = min(offset, bytes.count)
            while i < stop {
                let byte = bytes[i]
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        return (line, column)
    }
}
