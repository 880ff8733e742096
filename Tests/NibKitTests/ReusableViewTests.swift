import Testing

@testable import NibKit

final class ExampleView: View {
    @Outlet var caption: Label?
}

/// A compound view embeds its inner screen whether it is made in code or from a screen.
final class CompoundView: View {
    @Outlet var contentView: View?
    @Outlet var titleLabel: Label?
    var source = ScreenSearchPath(directories: [])

    init(frame: Rect, source: ScreenSearchPath) {
        self.source = source
        super.init(frame: frame)
        try? embedScreen(named: "CompoundView", source: source, registry: reusableRegistry)
    }

    required init(coder: NibCoder) {
        super.init(coder: coder)
        try? embedScreen(named: "CompoundView", source: reusableScreens, registry: reusableRegistry)
    }
}

@MainActor let reusableScreens = ScreenSearchPath(directories: [
    String(#filePath.split(separator: "/").dropLast().joined(separator: "/")).withLeadingSlash + "/Screens"
])
@MainActor let reusableRegistry: ClassRegistry = {
    let registry = ClassRegistry()
    registry.register(ExampleView.self, CompoundView.self)
    return registry
}()

extension String {
    var withLeadingSlash: String { hasPrefix("/") ? self : "/" + self }
}

@Suite("Reusable views designed in their own screen")
@MainActor
struct ReusableViewTests {
    @Test func aViewClassIsMadeFromItsScreenInOneCall() throws {
        let example = try ExampleView.fromNib(source: reusableScreens, registry: reusableRegistry)
        #expect(example.frame.width == 20)
        #expect(example.caption?.text == "Example")
        let owned = try ExampleView.fromNib(owner: NibObject(), source: reusableScreens, registry: reusableRegistry)
        #expect(owned !== example)
    }

    @Test func aCompoundViewMadeInCodeEmbedsItsInnerScreenAsOwner() throws {
        let compound = CompoundView(frame: Rect(x: 0, y: 0, width: 24, height: 4), source: reusableScreens)
        #expect(compound.titleLabel?.text == "Inside", "the inner screen's outlets land on the outer view")
        #expect(compound.subviews.first === compound.contentView)
    }

    @Test func aCompoundViewFromAScreenEmbedsItsInnerScreenToo() throws {
        let outer = try Nib(named: "Outer", source: reusableScreens, registry: reusableRegistry).instantiate()
        let root = try #require(outer.first as? View)
        let compound = try #require(root.subviews.first as? CompoundView)
        #expect(compound.titleLabel?.text == "Inside")
    }

    /// Seed 004 leaves "TODO: add layout constraints": the inner view fills its host by
    /// constraints on its four edges, and follows it, at the next layout, when the host is resized.
    @Test func theInnerViewFillsItsHostAndFollowsItsSize() throws {
        let compound = CompoundView(frame: Rect(x: 3, y: 2, width: 30, height: 6), source: reusableScreens)
        let content = try #require(compound.contentView)
        #expect(content.frame == Rect(x: 0, y: 0, width: 30, height: 6), "the screen drew it 24 by 4")
        #expect(!content.translatesAutoresizingMaskIntoConstraints)
        #expect(compound.constraints.count == 4)
        compound.frame.size = Size(width: 40, height: 9)
        compound.layoutIfNeeded()
        #expect(content.frame == Rect(x: 0, y: 0, width: 40, height: 9))
    }

    /// `fromNib(owner:)`: the screen's outlets to File's Owner land on the owner given.
    @Test func fromNibWithAnOwnerLandsTheOutletsOnTheOwner() throws {
        let owner = CompoundView(frame: .zero, source: ScreenSearchPath(directories: []))
        let inner = try View.fromNib(named: "CompoundView", owner: owner, source: reusableScreens, registry: reusableRegistry)
        #expect(owner.contentView === inner)
        #expect(owner.titleLabel?.text == "Inside" && owner.titleLabel?.superview === inner)
    }

    @Test func aViewNamingAScreenEmbedsItWithTheViewAsOwner() throws {
        let outer = try Nib(named: "Outer", source: reusableScreens, registry: reusableRegistry).instantiate()
        let host = try #require((outer.first as? View)?.subviews.last)
        #expect((host.subviews.first as? Label)?.text == "Embedded panel")
    }

    @Test func anEmbeddingCycleIsAnErrorNamingTheCycle() {
        let error = loadError { try Nib(named: "CycleA", source: reusableScreens, registry: reusableRegistry).instantiate() }
        #expect(error?.codes == [.embeddingCycle])
        #expect(error?.description.contains("CycleA → CycleB → CycleA") == true, "\(String(describing: error))")
        #expect(error?.description.contains("CycleB.xib:5:") == true)
    }
}
