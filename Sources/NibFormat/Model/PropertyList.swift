/// An object's properties (`title`, `frame`, `backgroundColor` ...) by name, in the order the
/// screen gives them. A node has a handful, read once: a small array searched by name costs less
/// than a hash table per node (loading a screen about a fifth cheaper; docs/BENCHMARKS.md).
public struct PropertyList: Sendable {
    /// A property with its name, as the collection yields them.
    public typealias Element = (key: String, value: Property)

    /// A struct, not the tuple `Element`, whose copy goes through the runtime's generic code. The
    /// name's length is kept beside it: most names asked for are absent, and comparing lengths
    /// first keeps those off String's slower path for unequal strings.
    @usableFromInline package struct Entry: Sendable {
        @usableFromInline var key: String
        @usableFromInline var length: Int
        @usableFromInline var value: Property
        @inlinable init(key: String, value: Property) { self.key = key; self.length = key.utf8.count; self.value = value }
    }

    @usableFromInline package var entries: [Entry] = []
    /// At least the length of the longest name (kept as names are added; one removed leaves it).
    @usableFromInline package var longestKey = 0

    /// An empty list.
    @inlinable public init() {}

    /// An empty list with room for `capacity` properties.
    @inlinable public init(capacity: Int) { entries.reserveCapacity(capacity) }

    /// The property named `key`; setting one replaces a property of that name, or adds it at
    /// the end; setting nil removes it.
    public subscript(key: String) -> Property? {
        @inlinable get { entryIndex(of: key).map { entries[$0].value } }
        set {
            switch (entryIndex(of: key), newValue) {
            case let (index?, value?): entries[index].value = value
            case let (index?, nil): entries.remove(at: index)
            case let (nil, value?): add(Entry(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// The value of the property named `key`, without its location (what `init(coder:)` reads).
    @inlinable @inline(__always)
    public func value(forKey key: String) -> NibValue? { entryIndex(of: key).map { entries[$0].value.value } }

    @inlinable @inline(__always)
    package func entryIndex(of key: String) -> Int? {
        let length = key.utf8.count
        return entries.indices.first { entries[$0].length == length && entries[$0].key == key }
    }

    /// Whether a property's name is at least `length` bytes long: a reader that asks for several
    /// long names, most often absent, asks this once first.
    @inlinable
    public func hasKey(ofLengthAtLeast length: Int) -> Bool { longestKey >= length && entries.contains { $0.length >= length } }

    /// Adds a property the list does not have yet (a decoder's fast path: no search for the name).
    @inlinable package mutating func append(uniqueKey key: String, _ value: consuming Property) {
        add(Entry(key: key, value: value))
    }

    @inlinable mutating func add(_ entry: consuming Entry) {
        longestKey = Swift.max(longestKey, entry.length)
        entries.append(entry)
    }

    /// The properties' names, in the order they were added.
    public var keys: [String] { entries.map(\.key) }
}

extension PropertyList: RandomAccessCollection {
    /// The position of the first property.
    public var startIndex: Int { entries.startIndex }
    /// The position past the last property.
    public var endIndex: Int { entries.endIndex }
    /// The property at `position`, with its name.
    public subscript(position: Int) -> Element { (entries[position].key, entries[position].value) }
}

extension PropertyList: ExpressibleByDictionaryLiteral {
    /// A list of the given properties, in order; a later one of the same name replaces an earlier.
    public init(dictionaryLiteral elements: (String, Property)...) {
        self.init(capacity: elements.count)
        for (key, value) in elements { self[key] = value }
    }
}
