import Synchronization
import Testing

@testable import NibFormat

/// A vocabulary knows each declared element by name and role at once, and gathers its classes'
/// settings only when a reader first asks for the element, once, whichever thread asks.
@Suite("Declared elements")
struct DeclaredElementTests {
    /// How many times each element's settings were gathered.
    final class Count: Sendable {
        let made = Mutex<[String: Int]>([:])
        func settings(of name: String) -> @Sendable () -> [AttributeSpec] {
            { [self] in
                made.withLock { $0[name, default: 0] += 1 }
                return [AttributeSpec("level", .number, summary: "How full it is.")]
            }
        }
        var counts: [String: Int] { made.withLock { $0 } }
    }

    private func vocabulary(counting count: Count) -> Vocabulary {
        Vocabulary(
            declaring: ["gauge", "dial"].map { name in
                DeclaredElement(ElementSpec(name: name, className: name.capitalized, role: .view, summary: "A \(name)."), settings: count.settings(of: name))
            })
    }

    @Test func anElementsSettingsAreGatheredWhenItIsFirstRead() throws {
        let count = Count()
        let vocabulary = vocabulary(counting: count)
        let gauge = try #require(vocabulary.words.word("gauge"))
        #expect(vocabulary.role(gauge) == .view)
        #expect(count.counts.isEmpty, "knowing an element's name and role gathers none of its settings")

        #expect(vocabulary.element("gauge")?.attributes["level"] == .number)
        #expect(vocabulary.element("gauge")?.attributes["screen"] == .string, "what every view takes is added too")
        #expect(vocabulary.sharedElement(gauge)?.spec.settings.map(\.name) == ["level"])
        #expect(count.counts == ["gauge": 1], "gathered once, for the element read alone")

        #expect(vocabulary.elements.map(\.name).suffix(2) == ["gauge", "dial"])
        #expect(count.counts == ["gauge": 1, "dial": 1])
    }

    @Test func threadsReadingAnElementFirstAllReadOneSpec() async throws {
        let count = Count()
        let vocabulary = vocabulary(counting: count)
        let gauge = try #require(vocabulary.words.word("gauge"))
        let specs = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<16 { group.addTask { vocabulary.sharedElement(gauge).map(ObjectIdentifier.init) } }
            return await group.reduce(into: Set<ObjectIdentifier?>()) { $0.insert($1) }
        }
        #expect(specs.count == 1 && specs.first! != nil)
        #expect(count.counts == ["gauge": 1])
    }
}
