/// A word of a vocabulary: a name an element or attribute may have, numbered so that the readers
/// look specs and types up by array index instead of hashing a string.
@usableFromInline package typealias Word = UInt16

/// Every name a vocabulary's elements use, numbered: the format's own (`MarkupName`) at their
/// own numbers, then the declared elements' and attributes' names.
package struct Words: Sendable {
    private let numbers: [String: Word]
    /// How many words there are: the size of a table indexed by word.
    package let count: Int

    package init(_ elements: [ElementSpec]) {
        var numbers: [String: Word] = [:]
        for name in MarkupName.allCases.dropFirst() { numbers[name.text] = Word(name.rawValue) }
        var next = Word(MarkupName.allCases.count)
        func add(_ name: String) {
            guard numbers[name] == nil else { return }
            numbers[name] = next
            next += 1
        }
        for spec in elements {
            add(spec.name)
            for name in spec.attributes.keys { add(name) }
        }
        self.numbers = numbers
        count = Int(next)
    }

    /// The word for `name`; nil for a name no element uses (`MarkupName.other`'s word is 0).
    package func word(_ name: String) -> Word? { numbers[name] }

    /// Each element's spec by the word of its name, nil for other words.
    package func elementTable(_ elements: [ElementSpec], valueKeys: KnownTexts) -> [ElementSpec.Shared?] {
        var table = [ElementSpec.Shared?](repeating: nil, count: count)
        for spec in elements { table[Int(numbers[spec.name]!)] = ElementSpec.Shared(spec, valueKeys: valueKeys) }
        return table
    }

    /// Attribute types by word.
    package func types(_ attributes: [String: ValueType]) -> [ValueType?] {
        var types = [ValueType?](repeating: nil, count: count)
        for (name, type) in attributes { types[Int(numbers[name]!)] = type }
        return types
    }
}
