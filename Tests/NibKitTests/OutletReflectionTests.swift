import Testing

@testable import NibKit

/// Outlets are found by name among a class's stored properties, its superclasses' included,
/// without a `Mirror`: what the loader connects and what "did you mean" lists.
@Suite("Finding outlets")
@MainActor
struct OutletReflectionTests {
    class Base: NibObject {
        @Outlet var title: Label?
        var _count = 3  // named like a wrapper's storage, but no outlet
    }

    final class Panel: Base {
        @Outlet var panel: View?
        @OutletCollection var buttons: [Button]
        weak var delegate: View?
        let name = "panel"
    }

    final class Holder<Item: AnyObject>: NibObject {
        @Outlet var item: Item?
    }

    @Test func anOutletIsFoundInTheClassAndItsSuperclasses() throws {
        let panel = Panel()
        let view = View()
        let label = Label()
        #expect(try #require(panel.outletSlot(named: "panel")).connect(view))
        #expect(try #require(panel.outletSlot(named: "title")).connect(label))
        #expect(panel.panel === view && panel.title === label)
    }

    @Test func aCollectionIsFoundAndFilledInOrder() throws {
        let panel = Panel()
        let slot = try #require(panel.outletSlot(named: "buttons"))
        #expect(slot.isCollection)
        let (a, b) = (Button(), Button())
        #expect(slot.connect(b) && slot.connect(a))
        #expect(panel.buttons.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
    }

    @Test func onlyOutletsAreOutlets() {
        let panel = Panel()
        for name in ["count", "delegate", "name", "nothing", "_panel", ""] { #expect(panel.outletSlot(named: name) == nil, "\(name)") }
        #expect(panel.outletSlot(named: "panel")?.connect(Label()) == true, "a label is a view")
        #expect(panel.outletSlot(named: "title")?.connect(View()) == false, "a plain view is no label")
    }

    @Test func theNamesListEveryOutletOnce() {
        #expect(Set(Panel().outletNames).isSuperset(of: ["panel", "buttons", "title"]))
        #expect(Set(Panel().outletNames).isDisjoint(with: ["count", "delegate", "name"]))
        #expect(Panel().outletNames.count == Set(Panel().outletNames).count)
    }

    @Test func aGenericClassHasItsOutletsToo() throws {
        let holder = Holder<Button>()
        let button = Button()
        #expect(try #require(holder.outletSlot(named: "item")).connect(button))
        #expect(holder.item === button)
        #expect(holder.outletSlot(named: "item")?.connect(View()) == false)
    }
}
