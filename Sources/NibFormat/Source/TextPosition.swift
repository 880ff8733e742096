/// Turns byte offsets into line and column: lines end at LF, and columns count characters
/// (bytes that do not continue a UTF-8 sequence), as editors count them.
struct LineTable {
    /// The byte offset where each line starts.
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    }

    func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return Self.advance(line: low + 1, column: 1, from: starts[low], to: offset, in: bytes)
    }

    /// The position of `offset`, counted forward from a known position at `start` (at or before
    /// it): how an attribute is placed from its tag without a table of the whole file.
    static func advance(line: Int, column: Int, from start: Int, to offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
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
