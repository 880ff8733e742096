import Testing

@testable import Demos
@testable import NibKit

@Suite("Empty Window")
@MainActor
struct EmptyWindowTests {
    @Test func thePanelFromViewXibIsAddedThroughTheVOutlet() throws {
        let demo = try DemoHarness(.emptyWindow)
        let controller = try #require(demo.root as? EmptyWindowViewController)
        let panel = try #require(controller.v)
        #expect(panel.superview === controller.view)
        #expect(demo.text.contains("A view from View.xib"))
        #expect(demo.text.contains("世界"))
    }

    @Test func theRedButtonTurnsRedRoundsItsCornersAndTakesItsBorderFromTheScreen() throws {
        let demo = try DemoHarness(.emptyWindow)
        let controller = try #require(demo.root as? EmptyWindowViewController)
        let red = try #require(controller.v?.subviews.compactMap { $0 as? RedButton }.first)
        #expect(red.backgroundColor == .red, "awakeFromNib")
        #expect(red.layer.cornerRadius == 1, "runtime attribute layer.cornerRadius")
        #expect(red.borderWidth == 1 && red.layer.borderWidth == 1, "inspectable borderWidth")
        #expect(demo.text.contains("╭"), "\(demo.text)")
    }
}
