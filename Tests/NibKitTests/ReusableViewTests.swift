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
