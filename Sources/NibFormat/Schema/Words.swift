/// A word of a vocabulary: a name an element or attribute may have, numbered so that the readers
/// look specs and types up by array index instead of hashing a string.
@usableFromInline package typealias Word = UInt16

/// Names of a vocabulary, numbered: the format's own (`MarkupName`) at their own numbers, then
/// the elements' names, then (`addingAttributes(of:)`) their attributes' names.
package struct Words: Sendable {
    private let numbers: [String: Word]
    /// How many words there are: the size of a table indexed by word.
    package let count: Int

    /// The format's words and the elements' `names`.
    package init(naming names: [String]) {
        var numbers = [String: Word](minimumCapacity: MarkupName.allCases.count + names.count)
        for name in MarkupName.allCases.dropFirst() { numbers[name.text] = Word(name.rawValue) }
        self.init(numbers, count: MarkupName.allCases.count, adding: names)
    }

    private init(_ numbers: [String: Word], count: Int, adding names: some Sequence<String>) {
        var numbers = numbers
        var next = Word(count)
        for name in names where numbers[name] == nil {
            numbers[name] = next
            next += 1
        }
        self.numbers = numbers
        self.count = Int(next)
    }

    /// These words, each at its number, and after them the names of `elements`' attributes:
    /// what a reader of attributes by word needs, the XML reader's.
    package func addingAttributes(of elements: [ElementSpec]) -> Words {
        Words(numbers, count: count, adding: elements.lazy.flatMap(\.attributes.keys))
    }

    /// The word for `name`; nil for a name no element uses (`MarkupName.other`'s word is 0).
    package func word(_ name: String) -> Word? { numbers[name] }

    /// Attribute types by word.
    package func types(_ attributes: [String: ValueType]) -> [ValueType?] {
        var types = [ValueType?](repeating: nil, count: count)
        for (name, type) in attributes { types[Int(numbers[name]!)] = type }
        return types
    }
}
