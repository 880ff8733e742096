/// A short, fixed list of texts that a value is looked up in by its bytes, where it stands in
/// the file: no string is made and nothing is hashed (the vocabulary's value keys, a handful).
struct KnownTexts: Sendable {
    let texts: [String]
    private let bytes: [[UInt8]]

    init(_ texts: [String]) {
        self.texts = texts
        bytes = texts.map { Array($0.utf8) }
    }

    subscript(index: Int) -> String { texts[index] }

    func index(of text: String) -> Int? { texts.firstIndex(of: text) }

    func index(of value: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in bytes.indices where bytes[index].count == value.count {
            if bytes[index].withUnsafeBufferPointer({ $0.elementsEqual(value) }) { return index }
        }
        return nil
    }
}
