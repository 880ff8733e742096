import Testing

@testable import Demos
@testable import NibKit

/// Chapter 7's other steps, each from its own button: what the step's screen makes is on the
/// stage, and the line below names the chapter's section.
@Suite("Nib basics")
@MainActor
struct NibBasicsTests {
    /// Each step's button, what it puts on screen, and the section it names.
    nonisolated static let steps: [(button: String, shows: String, section: String)] = [
        ("Load with nil owner", "A view from ManualView.xib", "Chapter 7, Manual Nib Loading"),
        ("MyClass's theLabel", "Hello, world!", "Chapter 7, Outlet Connections"),
        ("Retitle in viewDidLoad", "[ Hi! ]", "Chapter 7, Creating an Outlet"),
        ("MyLabel awakeFromNib", "I initialized myself!", "Chapter 7, Additional Initialization of Nib-Based Instances"),
        ("MyLabel init(coder:)", "The answer is 42", "Chapter 7, Additional Initialization of Nib-Based Instances"),
    ]

    var source: ScreenSearchPath { ScreenSearchPath(directories: [screensFolder]) }

    /// The tests that load a screen directly need the demos' classes, whichever test runs first.
    init() { Demo.registerClasses() }

    @Test(arguments: steps.map(\.button))
    func eachStepShowsWhatItsScreenMadeAndNamesItsSection(_ button: String) throws {
        let step = Self.steps.first { $0.button == button }!
        let basics = try DemoHarness(.nibBasics)
        #expect(!basics.text.contains(step.shows))
        basics.click(button)
        #expect(basics.text.contains(step.shows), "\(basics.text)")
        #expect(basics.text.contains(step.section), "\(basics.text)")
        #expect(basics.app.reportedProblems.isEmpty)
    }

    @Test func theStageHoldsOnlyTheLastStepsResult() throws {
        let basics = try DemoHarness(.nibBasics)
        let controller = try #require(basics.root as? NibBasicsViewController)
        for step in Self.steps { basics.click(step.button) }
        #expect(controller.stage?.subviews.count == 1)
        #expect(basics.text.contains("The answer is 42") && !basics.text.contains("Hello, world!"))
    }

    @Test func theKeyboardRunsTheSteps() throws {
        let basics = try DemoHarness(.nibBasics)
        #expect((basics.app.firstResponder as? Button)?.title == "Load with nil owner")
        basics.press(.enter)
        #expect(basics.text.contains("A view from ManualView.xib"))
        basics.press(.tab, .enter)
        #expect(basics.text.contains("Hello, world!"))
    }

    /// Manual Nib Loading: with no owner, the only way to the view is the returned array.
    @Test func aNilOwnerLoadReturnsTheViewAsArr0() throws {
        let arr = try Nib(named: "ManualView", source: source).instantiate(owner: nil)
        let v = try #require(arr.first as? View)
        #expect(arr.count == 1 && v.subviews.count == 2)
        // The chapter's warning: a screen whose File's Owner has outlets cannot load without one.
        let error = #expect(throws: ScreenError.self) { try Nib(named: "View", source: source).instantiate(owner: nil) }
        #expect(error?.codes == [.missingOwner])
    }

    /// Outlet Connections: the owner's theLabel outlet is set to the label the screen made.
    @Test func myClassReceivesTheLabelThroughItsOutlet() throws {
        let mc = MyClass()
        try Nib(named: "MyNib", source: source).instantiate(owner: mc)
        #expect(mc.theLabel?.text == "Hello, world!")
    }

    /// Additional Initialization: awakeFromNib replaces the screen's text and sizes the label to it.
    @Test func myLabelInitializesItselfInAwakeFromNib() throws {
        let mc = MyClass()
        try Nib(named: "MyLabelNib", source: source).instantiate(owner: mc)
        let label = try #require(mc.theLabel as? MyLabel)
        #expect(label.text == "I initialized myself!")
        #expect(label.frame.size == Size(width: 21, height: 1), "sized to fit")
    }

    /// Additional Initialization: init(coder:) runs before awakeFromNib, which shows its number.
    @Test func initWithCoderComesBeforeAwakeFromNib() throws {
        let mc = MyClass()
        try Nib(named: "MyAnswerLabelNib", source: source).instantiate(owner: mc)
        let label = try #require(mc.theLabel as? MyAnswerLabel)
        #expect(label.text == "The answer is 42")
    }

    /// Creating an Outlet: the screen says Howdy!; viewDidLoad retitles the button through the outlet.
    @Test func viewDidLoadRetitlesTheButtonThroughItsOutlet() throws {
        let loadedOnly = ButtonOutletViewController()
        try Nib(named: "ButtonOutletViewController", source: source).instantiate(owner: loadedOnly)
        #expect(loadedOnly.button?.title == "Howdy!", "as the screen has it")
        let controller = ButtonOutletViewController()
        controller.screenSource = source
        try controller.loadViewIfNeeded()
        #expect(controller.button?.title == "Hi!")
    }

    @Test func theLaunchersFourthEntryOpensNibBasics() throws {
        let launcher = try DemoHarness(nil)
        launcher.click("Nib basics")
        #expect((launcher.root as? NavigationController)?.topViewController is NibBasicsViewController)
        #expect(launcher.text.contains("Load with nil owner"), "\(launcher.text)")
    }
}
