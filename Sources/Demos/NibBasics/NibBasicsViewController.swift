import NibKit

/// Chapter 7's other steps, one button each (its tag picks the step): each loads its screen as
/// the chapter does and puts what it made on the stage, naming the chapter's section.
public final class NibBasicsViewController: ViewController {
    /// Where each step puts what its screen made.
    @Outlet var stage: View?
    /// The section of the chapter the step on the stage shows.
    @Outlet var section: Label?

    /// Kept while its view is on the stage: a view does not keep its controller alive.
    private var stagedController: ViewController?

    public override class var actionTable: ActionTable {
        super.actionTable + ["showStep:": .init(NibBasicsViewController.showStep)]
    }

    /// The steps in the chapter's order; a button's tag is its step's raw value.
    enum Step: Int, CaseIterable {
        case nilOwner = 1
        case outlet, buttonOutlet, awakeFromNib, initWithCoder

        var screenName: String {
            switch self {
            case .nilOwner: "ManualView"
            case .outlet: "MyNib"
            case .buttonOutlet: "ButtonOutletViewController"
            case .awakeFromNib: "MyLabelNib"
            case .initWithCoder: "MyAnswerLabelNib"
            }
        }

        /// The line on screen naming the chapter's section and what the step did.
        var section: String {
            switch self {
            case .nilOwner: "Chapter 7, Manual Nib Loading: ManualView.xib loaded with a nil owner; the view is arr[0], the first top-level object."
            case .outlet: "Chapter 7, Outlet Connections: MyNib.xib loaded with a MyClass as owner; its theLabel outlet handed over the label."
            case .buttonOutlet: "Chapter 7, Creating an Outlet: the screen titles the button Howdy!; viewDidLoad set Hi! through the button outlet."
            case .awakeFromNib: "Chapter 7, Additional Initialization of Nib-Based Instances: the label is a MyLabel; its awakeFromNib set the text."
            case .initWithCoder: "Chapter 7, Additional Initialization of Nib-Based Instances: init(coder:) set num to 42; awakeFromNib, later, showed it."
            }
        }
    }

    /// Replaces what is on the stage with what the pressed button's step makes.
    func showStep(_ sender: Button) {
        guard let step = Step(rawValue: sender.tag), let stage else { return }
        for view in stage.subviews { view.removeFromSuperview() }
        stagedController = nil
        do {
            // The chapter's warning: an outlet left unconnected in the screen is simply nil.
            guard let shown = try load(step) else {
                section?.text = "\(step.screenName).xib loaded, but gave nothing to show: is its outlet connected?"
                application?.report("\(step.screenName).xib loaded, but gave nothing to show")
                return
            }
            // As the book sets the label's center: in the middle of the stage.
            shown.frame.origin = Point(
                x: max(0, (stage.bounds.width - shown.frame.width) / 2), y: max(0, (stage.bounds.height - shown.frame.height) / 2))
            stage.addSubview(shown)
            section?.text = step.section
        } catch {
            section?.text = "\(step.screenName).xib did not load: \(error)"
            application?.report("\(step.screenName).xib did not load:\n\(error)")
        }
    }

    /// Loads the step's screen as the chapter does and returns the view to show.
    private func load(_ step: Step) throws -> View? {
        let source = screenSource ?? ScreenSearchPath.default
        switch step {
        case .nilOwner:
            // With no owner, only the returned array of top-level objects holds what was made.
            let arr = try Nib(named: step.screenName, source: source).instantiate(owner: nil)
            return arr.isEmpty ? nil : arr[0] as? View
        case .outlet, .awakeFromNib, .initWithCoder:
            // The owner's outlet, named as in the screen, is how the label is reached.
            let mc = MyClass()
            try Nib(named: step.screenName, source: source).instantiate(owner: mc)
            return mc.theLabel
        case .buttonOutlet:
            let controller = ButtonOutletViewController()
            controller.screenSource = source
            try controller.loadViewIfNeeded()
            stagedController = controller
            return controller.view
        }
    }
}
