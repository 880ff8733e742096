import Testing

@testable import NibKit

/// Every attribute and keyed value the screen format accepts is applied by the class its
/// element makes: an object made with it differs from one made without it. A key that nothing
/// reads fails here, so the format never accepts what it silently ignores.
@Suite("The vocabulary")
@MainActor
struct VocabularyTests {
    /// What the state of a freshly made object looks like, property by property.
    func state(of object: NibObject) -> String {
        var text = ""
        dump(object, to: &text)
        return text
    }

    /// Values to try for a type: at least one of them is not the class's default.
    func probes(for type: ValueType) -> [NibValue] {
        switch type {
        case .bool: return [.bool(true), .bool(false)]
        case .integer: return [.number(3), .number(0)]
        case .number: return [.number(0.25), .number(42)]
        case .priority: return [.number(1), .number(999)]
        case .multiplier: return [.number(0.25), .number(42)]
        case .date: return [.number(0), .number(1e9)]
        case .string: return [.string("probe")]
        case .choice(let options): return options.map(NibValue.string)
        case .color: return [.color(.magenta)]
        case .rect: return [.rect(Rect(x: 1, y: 2, width: 3, height: 4))]
        case .point: return [.point(Point(x: 1, y: 2))]
        case .size: return [.size(Size(width: 3, height: 4))]
        case .autoresizingMask: return [.autoresizingMask(.flexibleWidth)]
        case .insets: return [.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))]
        }
    }

    func make(_ element: ElementSpec, _ properties: PropertyList) -> NibObject {
        let type = ClassRegistry.shared.lookup(element.className)!
        return type.init(coder: NibCoder(id: "probe", properties: properties))
    }

    static let location = SourceLocation(file: "probe.xib", line: 1, column: 1)

    /// What an element needs for each of its keys to show: a segmented control's segments (an
    /// index selects among them), an activity indicator not hidden for being stopped, a page
    /// control's pages (a current page is one of them).
    func base(for element: ElementSpec) -> PropertyList {
        var properties = PropertyList()
        for index in 0..<(element.hasSegments ? 5 : 0) {
            properties[Vocabulary.segmentProperty("title", index: index)] = Property(.string("S\(index)"), at: Self.location)
        }
        if element.name == "activityIndicatorView" { properties["hidesWhenStopped"] = Property(.bool(false), at: Self.location) }
        if element.name == "pageControl" { properties["numberOfPages"] = Property(.number(5), at: Self.location) }
        return properties
    }

    @Test(arguments: Vocabulary.nibKit.elements.filter { $0.role != .placeholder && $0.role != .layoutGuide })
    func everyAttributeAndValueIsAppliedByItsClass(_ element: ElementSpec) {
        let base = base(for: element)
        let plain = state(of: make(element, base))
        var keys = (element.attributes.merging(element.values) { $1 }).filter { !Vocabulary.loaderAttributes.contains($0.key) }
        for (name, type) in element.segmentAttributes { keys[Vocabulary.segmentProperty(name, index: 1)] = type }
        for (key, type) in keys.sorted(by: { $0.key < $1.key }) {
            let applied = probes(for: type).contains { value in
                var properties = base
                properties[key] = Property(value, at: Self.location)
                return state(of: make(element, properties)) != plain
            }
            #expect(applied, "<\(element.name) \(key)=...> is accepted, but \(element.className) does not read it")
        }
    }
}

extension ElementSpec: CustomTestStringConvertible {
    public var testDescription: String { "<\(name)>" }
}
