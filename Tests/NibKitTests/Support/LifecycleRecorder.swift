@testable import NibKit

/// The calls the view controllers of a test received, in order, as "A.viewWillAppear".
final class CallLog {
    var entries: [String] = []

    /// The calls since the last `take`, and a fresh start.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A controller named in a `CallLog`, writing down every lifecycle and containment call it
/// gets. Its view, made in code, is `size` large and holds a button titled with its name.
final class Recorder: ViewController {
    let name: String
    let log: CallLog
    let size: Size
    var button: Button?

    init(_ name: String, log: CallLog, size: Size = Size(width: 20, height: 5)) {
        self.name = name
        self.log = log
        self.size = size
        super.init(nibName: nil)
        title = name
    }

    required init(coder: NibCoder) { fatalError("made in code") }

    override func loadView() throws {
        let view = View(frame: Rect(origin: .zero, size: size))
        let button = Button(title: name, frame: Rect(x: 1, y: 1, width: CharacterWidth.of(name) + 4, height: 1))
        view.addSubview(button)
        self.button = button
        self.view = view
    }

    private func record(_ call: String) { log.entries.append("\(name).\(call)") }

    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) { record("willMove(toParent: \(Self.name(of: parent)))") }
    override func didMove(toParent parent: ViewController?) { record("didMove(toParent: \(Self.name(of: parent)))") }

    static func name(of controller: ViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? Recorder)?.name ?? ClassRegistry.name(of: type(of: controller))
    }
}

/// The calls a controller gets as it comes on screen, by its name: `A.viewWillAppear`, its
/// layout, `A.viewDidAppear` are written out in full in the tests that pin them; these say the
/// same for the tests about something else.
func appearing(_ name: String) -> [String] {
    ["\(name).viewWillAppear", "\(name).viewWillLayoutSubviews", "\(name).viewDidLayoutSubviews", "\(name).viewDidAppear"]
}

/// Whether two lists hold the same controllers (the same objects), in the same order.
func identical(_ controllers: [ViewController]?, _ expected: [ViewController]) -> Bool {
    guard let controllers, controllers.count == expected.count else { return false }
    return zip(controllers, expected).allSatisfy { $0 === $1 }
}
