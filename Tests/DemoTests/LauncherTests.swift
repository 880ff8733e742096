import NibKitTesting
import Testing

@testable import Demos
@testable import NibKit

/// The launcher is a storyboard: a navigation controller whose root lists the demos; each
/// button's show segue pushes its demo, which keeps its own screens; back returns.
@Suite("The launcher")
@MainActor
struct LauncherTests {
    /// Each demo's button, and text its own screen shows.
    nonisolated static let demos: [(button: String, demo: Demo, shows: String)] = [
        ("Empty Window", .emptyWindow, "A view from View.xib"), ("Howdy", .howdy, "Howdy!"), ("Shapely", .shapely, "[ Rectangle ]"),
        ("Nib basics", .nibBasics, "Load with nil owner"), ("Characters", .characters, "EXCLAMATION MARK"),
    ]

    @Test func theLauncherIsANavigationControllerRootedInTheLauncherScene() throws {
        let launcher = try DemoHarness(nil)
        let navigation = try #require(launcher.root as? NavigationController)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController?.title == "Demos")
        #expect(launcher.text.contains("NibKit demos") && launcher.text.split(separator: "\n").first?.contains("Demos") == true, "\(launcher.text)")
    }

    /// The launcher scene is laid out by its constraints at the size the navigation controller
    /// gives it, after the terminal is resized too: its card centred on a wide terminal, kept
    /// within a narrow one.
    @Test(arguments: [(100, 30), (40, 24)])
    func theCardIsCentredAtAnySize(width: Int, height: Int) throws {
        let launcher = try DemoHarness(nil)
        launcher.headless.resize(to: Size(width: width, height: height))
        let rows = launcher.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(rows.first { $0.contains("╭") }, "\(launcher.text)")
        let left = top.distance(from: top.startIndex, to: try #require(top.firstIndex(of: "╭")))
        let right = width - top.count
        #expect(abs(left - right) <= 1, "the card centred:\n\(launcher.text)")
        #expect(top.hasSuffix("╮"), "the card whole:\n\(launcher.text)")
    }

    @Test(arguments: LauncherTests.demos.indices)
    func eachDemoIsPushedByItsButtonAndBackReturns(_ index: Int) throws {
        let (button, demo, shows) = Self.demos[index]
        let launcher = try DemoHarness(nil)
        let navigation = try #require(launcher.root as? NavigationController)
        launcher.click(button)
        let top = try #require(navigation.topViewController)
        #expect(Demo(controller: top) == demo, "\(button) pushes its demo's controller")
        #expect(launcher.text.contains(shows), "its own screen:\n\(launcher.text)")
        #expect(launcher.text.hasPrefix("‹ Demos"), "\(launcher.text)")
        #expect(launcher.app.reportedProblems.isEmpty, "\(launcher.app.reportedProblems)")

        launcher.click("‹ Demos")
        #expect(navigation.viewControllers.count == 1, "a click on back pops")
        #expect(launcher.text.contains("NibKit demos"))
        launcher.click(button)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController !== top, "a fresh demo each time")
    }

    @Test func escGoesBackFromADemo() throws {
        let launcher = try DemoHarness(nil)
        let navigation = try #require(launcher.root as? NavigationController)
        launcher.click("Howdy")
        launcher.press(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(launcher.text.contains("NibKit demos"), "\(launcher.text)")
    }
}
