import NibFormat

/// Appends the primitives of the compiled screen format to a byte buffer: LEB128 varints,
/// zigzag-encoded signed integers, and little-endian fixed-width numbers.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func append(_ other: [UInt8]) { bytes += other }

    /// An unsigned LEB128 varint: 7 bits a byte, high bit set on every byte but the last.
    mutating func varint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func varint(_ value: Int) { varint(UInt64(max(0, value))) }

    /// A signed integer, zigzag-encoded so small negative numbers stay short.
    mutating func signed(_ value: Int) {
        let v = Int64(value)
        varint(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}

/// Reads what `ByteWriter` wrote, checking every bound: a truncated or corrupt file is an
/// error naming the offset, never a crash.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() throws(CompiledScreenError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Most numbers in a compiled screen fit in one byte (counts, coordinates) or two (string
    /// indexes past 127): those are read inline, longer ones out of line.
    @inline(__always)
    mutating func varint() throws(CompiledScreenError) -> UInt64 {
        if offset < bytes.count, bytes[offset] < 0x80 {
            offset += 1
            return UInt64(bytes[offset - 1])
        }
        if offset + 1 < bytes.count, bytes[offset + 1] < 0x80 {
            offset += 2
            return UInt64(bytes[offset - 2] & 0x7F) | UInt64(bytes[offset - 1]) << 7
        }
        return try multibyteVarint()
    }

    private mutating func multibyteVarint() throws(CompiledScreenError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        let start = offset
        while true {
            guard offset < bytes.count else { throw .truncated(offset: offset) }
            let b = bytes[offset]
            offset += 1
            guard shift < 64 else { throw .corrupt(offset: start, reason: "a number is too long") }
            result |= UInt64(b & 0x7F) << shift
            if b & 0x80 == 0 { return result }
            shift += 7
        }
    }

    /// A count or index, bounded so a corrupt length cannot make the reader allocate wildly.
    @inline(__always)
    mutating func count(limit: Int) throws(CompiledScreenError) -> Int {
        let start = offset
        let value = try varint()
        guard value <= UInt64(limit) else { throw .corrupt(offset: start, reason: "a count of \(value) exceeds \(limit)") }
        return Int(value)
    }

    mutating func signed() throws(CompiledScreenError) -> Int {
        let start = offset
        let raw = try varint()
        let value = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
        // `magnitude`, not `abs`: abs(Int.min) traps, and a crafted file can hold it. Coordinates
        // are held to `Rect.cellLimit` by `DocumentRules`, as every value is held to its type.
        guard value.magnitude < UInt64(CompiledScreen.wholeNumberLimit), let result = Int(exactly: value) else {
            throw .corrupt(offset: start, reason: "a whole number is out of range")
        }
        return result
    }

    mutating func uint64() throws(CompiledScreenError) -> UInt64 {
        guard offset + 8 <= bytes.count else { throw .truncated(offset: offset) }
        defer { offset += 8 }
        return UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    mutating func utf8(count: Int) throws(CompiledScreenError) -> String {
        guard count >= 0, offset + count <= bytes.count else { throw .truncated(offset: offset) }
        let slice = UnsafeBufferPointer(rebasing: bytes[offset..<offset + count])
        // ASCII, the usual case, is valid UTF-8 as it stands: `String(decoding:)` keeps it
        // unchanged, without `String(validating:)`'s generic metadata lookups.
        // One pass for both questions (a byte of 0x80 or more, a byte below 0x20); the byte at
        // fault is looked for only if there is one.
        var bits: UInt8 = 0
        var lowest: UInt8 = 0xFF
        for byte in slice {
            bits |= byte
            lowest = min(lowest, byte)
        }
        if lowest < 0x20, let forbidden = slice.firstIndex(where: { !Unicode.Scalar($0).isXMLCharacter }) {
            throw forbiddenCharacter(at: forbidden, in: slice)
        }
        if bits < 0x80 {
            offset += count
            return String(decoding: slice, as: UTF8.self)
        }
        guard let text = String(validating: slice, as: UTF8.self) else {
            throw .corrupt(offset: offset, reason: "a string is not valid UTF-8")
        }
        if let forbidden = text.unicodeScalars.firstIndex(where: { !$0.isXMLCharacter }) {
            throw forbiddenCharacter(at: text.utf8.distance(from: text.utf8.startIndex, to: forbidden), in: slice)
        }
        offset += count
        return text
    }

    /// A string holding a character no XML document may (`isXMLCharacter`), at `index` of its
    /// bytes: a compiled screen loads nothing its XML could not say.
    private func forbiddenCharacter(at index: Int, in slice: UnsafeBufferPointer<UInt8>) -> CompiledScreenError {
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: slice[index...]), as: UTF8.self).unicodeScalars.first?.value ?? 0
        let code = String(scalar, radix: 16, uppercase: true)
        return .corrupt(
            offset: offset + index, reason: "a string holds U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), a character XML forbids")
    }
}

/// The body's checksum: FNV-1a's xor-multiply step taken over 8-byte little-endian words, then
/// over the last bytes one by one. Each step is a bijection of the running hash, so a file
/// damaged in any one word never matches; and it reads a word per step, not a byte.
enum Checksum {
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let raw = UnsafeRawBufferPointer(bytes)
        var i = 0
        while i + 8 <= raw.count {
            hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* prime
            i += 8
        }
        while i < raw.count {
            hash = (hash ^ UInt64(raw[i])) &* prime
            i += 1
        }
        return hash
    }
}
