#if canImport(Glibc)
    import Glibc
#endif

/// The running program: it owns the window, reads input from a backend, sends each event to
/// the right responder or gesture recognizer, draws frames, fires timers, and ends the
/// responder chain (before its delegate). Views and controllers reach it through their window.
///
///     let app = Application(backend: CursesBackend())
///     app.window.rootViewController = HowdyViewController()
///     exit(app.run())
open class Application: Responder {
    /// Where input comes from and frames go: the terminal (`CursesBackend`), or a headless
    /// backend in tests.
    public let backend: TerminalBackend
    /// The time timers and gestures go by: the system's clock, or a `ManualClock` in tests.
    public let clock: TimeSource
    /// The window, as big as the terminal, whose root view controller's view fills the screen.
    public let window: Window
    /// The last responder of the chain, after the application (UIKit's app delegate).
    public var delegate: Responder?
    /// Keys that quit when no responder handles them: Ctrl-C, the terminal's convention, so
    /// that every other key is the program's. A program may add its own (the demos add `q`).
    public var quitKeys: Set<Key> = [.control("c")]

    /// The menu bar, on the window's top row (`MenuBar`): its items' submenus open from it (a
    /// click, or F10), and its items' key equivalents choose them from anywhere, Command as
    /// Control (`^Q` chooses Quit).
    public var mainMenu: Menu? {
        didSet { window.menuBar = mainMenu.map { MenuBar(menu: $0) } }
    }

    /// The responder that has keyboard focus, first to receive keys and nil-targeted actions;
    /// nil when none has.
    public private(set) weak var firstResponder: Responder?
    /// Modally presented controllers, front last.
    public private(set) var modalStack: [ViewController] = []
    /// What had focus when each modal controller was presented, to give it back on dismissal.
    private var focusBeforeModal: [Weak<Responder>] = []
    /// A short message shown on the bottom line (an action nobody answered), cleared by the next key.
    public private(set) var statusMessage: String?
    /// Every problem reported while running, for tests and for the report `run` writes at exit.
    public private(set) var reportedProblems: [String] = []

    private var needsDisplay = true
    /// The views that asked for `layoutSubviews` before the next frame, in the order they asked.
    private var viewsNeedingLayout: [View] = []
    /// The terminal's size from the last resize event, not yet laid out.
    private var pendingSize: Size?
    private var timers: [Timer] = []
    private var exitStatus: Int32?
    /// Whether the first turn has fitted the window to the terminal and focused the first view.
    private var hasStarted = false
    /// The view (and recognizers) a mouse press went to: they get the drag and the release.
    private var mouseTarget: (view: View, recognizers: [GestureRecognizer])?

    /// An application whose window is the size of the backend's terminal; nothing is shown until
    /// a root view controller is set and `run` starts.
    public init(backend: TerminalBackend, clock: TimeSource = SystemClock()) {
        self.backend = backend
        self.clock = clock
        self.window = Window(frame: Rect(origin: .zero, size: backend.size))
        super.init()
        window.hostingApplication = self
    }

    /// Not available: an application is made in code, never from a screen, and this stops the
    /// program.
    public required init(coder: NibCoder) {
        fatalError("an Application is made in code, not from a screen")
    }

    /// The delegate, the last responder of the chain.
    open override var next: Responder? { delegate }

    /// The application itself, where every responder chain ends.
    open override var application: Application? { self }

    // MARK: Running

    /// Takes over the terminal and runs until `quit`; returns the exit status, for `exit`. The
    /// root view is loaded before the terminal is taken, and the terminal is given back on every
    /// path; then what stopped the start (a screen that does not load, no terminal) and every
    /// problem reported while running are written to standard error, on the restored terminal.
    public func run() -> Int32 {
        do {
            let status = try runLoop()
            writeToStandardError(reportedProblems)
            return status
        } catch {
            writeToStandardError(reportedProblems + ["\(error)"])
            return 1
        }
    }

    /// Writes lines on standard error with the C library alone (no Foundation in a program's start).
    func writeToStandardError(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        let text = lines.map { $0 + "\n" }.joined()
        _ = Array(text.utf8).withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    private func runLoop() throws -> Int32 {
        try window.makeKeyAndVisible()
        try backend.start()
        defer { backend.stop() }
        startIfNeeded()
        // A turn of the loop: a frame if anything changed, then the next event.
        while exitStatus == nil {
            renderIfNeeded()
            handleNextEvent(timeout: nil)
            // Events already waiting are handled before the next frame: a storm of resizes (or
            // a paste) is laid out and drawn once, at its end.
            var waiting = 0
            while exitStatus == nil, waiting < Self.eventsPerFrame, handleNextEvent(timeout: 0) { waiting += 1 }
        }
        return exitStatus ?? 0
    }

    /// The most events handled between two frames, so that a flood of input still shows.
    static let eventsPerFrame = 256

    /// Before the first event, `run`'s and the headless `processEvents`'s: fits the window to
    /// the terminal and focuses the first view, once; later calls leave focus where it is.
    package func startIfNeeded() {
        guard !hasStarted else { return }
        hasStarted = true
        layout(to: backend.size)
        focusFirstIfNeeded()
    }

    /// Handles the next event, waiting for it at most `timeout` seconds (nil: no limit) and never
    /// past the next timer, then fires the timers that fell due. Draws nothing: `run` draws
    /// before each turn, `processEvents` once after the queued events. Returns whether an event
    /// was handled.
    @discardableResult
    package func handleNextEvent(timeout: Double?) -> Bool {
        var wait = timeout
        if let fireTime = timers.lazy.filter(\.isValid).map(\.fireTime).min() {
            let untilTimer = max(0, fireTime - clock.now)
            wait = min(wait ?? untilTimer, untilTimer)
        }
        let event = backend.nextEvent(timeout: wait)
        if let event { handle(event) }
        fireDueTimers()
        return event != nil
    }

    /// Ends `run` after the current event.
    public func quit(status: Int32 = 0) { exitStatus = status }

    /// Whether `quit` was called: `run` returns after the current event.
    public var isQuitting: Bool { exitStatus != nil }

    // MARK: Timers

    /// Runs `action` after `seconds` on the application's clock. An invalidated timer no longer
    /// wakes the run loop, and is dropped here or when it would have fired.
    @discardableResult
    public func schedule(after seconds: Double, _ action: @escaping () -> Void) -> Timer {
        timers.removeAll { !$0.isValid }
        let timer = Timer(fireTime: clock.now + seconds, action: action)
        timers.append(timer)
        return timer
    }

    /// The timers still to fire: none while nothing moves, so the run loop sleeps until input.
    package var pendingTimers: [Timer] { timers.filter(\.isValid) }

    package func fireDueTimers() {
        let now = clock.now
        let due = timers.filter { $0.fireTime <= now }.sorted { $0.fireTime < $1.fireTime }
        timers.removeAll { $0.fireTime <= now || !$0.isValid }
        due.forEach { $0.fire() }
    }

    // MARK: Drawing

    /// Asks for a frame: the next turn of the run loop (or `renderIfNeeded`) draws the screen again.
    public func setNeedsDisplay() { needsDisplay = true }

    /// Draws a frame if anything changed since the last one.
    public func renderIfNeeded() {
        guard needsDisplay else { return }
        if let size = pendingSize {
            pendingSize = nil
            layout(to: size)
        }
        layoutViewsThatAsked()
        focusAwayFromViewsSqueezedToNothing()
        // What layout left for the next frame asks for it; redraws it asked for are this one's.
        needsDisplay = !viewsNeedingLayout.isEmpty
        let context = GraphicsContext(canvas: Canvas(size: backend.size), colorSupport: backend.colorSupport)
        // What a full-screen presentation covers is not drawn.
        let cover = Self.coveringIndex(modalStack)
        if cover == nil { window.render(in: context) }
        for controller in modalStack[(cover ?? 0)...] {
            // What lies beneath a sheet is dimmed, as iOS dims it: it takes no input.
            // A sheet is opaque, as UIKit's is: its frame is cleared to the terminal's own
            // colours first, so a view with no background does not show the screen through it.
            if controller.modalPresentationStyle == .formSheet {
                context.dimAll()
                context.fill(controller.view.frame, with: .default)
            }
            controller.view.render(in: context)
        }
        if let statusMessage {
            let y = backend.size.height - 1
            context.fill(Rect(x: 0, y: y, width: backend.size.width, height: 1), with: .red)
            context.draw(" " + statusMessage, at: Point(x: 0, y: y), foreground: .brightWhite, background: .red, style: .bold)
        }
        backend.present(context.canvas, cursor: cursorPosition)
    }

    /// A view asked for `layoutSubviews` before the next frame (`setNeedsLayout`).
    func viewNeedsLayout(_ view: View) {
        viewsNeedingLayout.append(view)
        setNeedsDisplay()
    }

    /// The layout before a frame, without walking the trees: the constraints of the window's
    /// and each presented controller's tree are solved, then the views that asked run
    /// `layoutSubviews`, and the constraints are solved again for what those changed (a subview
    /// added with constraints), `View.layoutRounds` times at most. A view that left the window
    /// since it asked is let go: it keeps its request, made again when it comes back.
    private func layoutViewsThatAsked() {
        solveConstraintsIfNeeded()
        for _ in 0..<View.layoutRounds where !viewsNeedingLayout.isEmpty {
            let views = viewsNeedingLayout
            viewsNeedingLayout.removeAll()
            for view in views where view.window != nil { view.layoutSubviewsIfNeeded() }
            solveConstraintsIfNeeded()
        }
    }

    private func solveConstraintsIfNeeded() {
        window.solveConstraintsIfNeeded()
        for controller in modalStack { controller.view.solveConstraintsIfNeeded() }
    }

    /// Where the first responder shows the cursor, if it does and the place is not cut off (a
    /// text field scrolled out of sight shows none).
    private var cursorPosition: Point? {
        guard let position = firstResponder?.cursorPositionInWindow else { return nil }
        guard let view = firstResponder as? View else { return position }
        return view.visibleFrameInWindow.contains(position) ? position : nil
    }

    private func layout(to size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        for controller in modalStack { place(controller) }
        window.sizeDidChange(presented: modalStack)
        setNeedsDisplay()
    }

    // MARK: Events

    /// The input event being handled: the event an action's `(sender, event)` method receives.
    public private(set) var currentEvent: InputEvent?

    /// Sends one input event where it belongs.
    public func handle(_ event: InputEvent) {
        currentEvent = event
        defer { currentEvent = nil }
        switch event {
        case .key(let key): handleKey(key)
        case .mouse(let mouse): handleMouse(mouse)
        case .resize(let size):
            // Laid out at the next frame: of a storm of resizes, only the last size is.
            pendingSize = size
            setNeedsDisplay()
        case .redraw: setNeedsDisplay()
        case .paste(let text):
            if statusMessage != nil { statusMessage = nil; setNeedsDisplay() }
            _ = keyResponder.paste(text)
        }
    }

    /// The view that takes input now: the front modal controller's, or the window.
    var inputRoot: View { modalStack.last?.view ?? window }

    /// Where keys and pastes go first: the first responder, else the front modal controller's
    /// view, the root view controller's, or the window.
    private var keyResponder: Responder { firstResponder ?? modalStack.last?.view ?? window.rootViewController?.view ?? window }

    func handleKey(_ event: KeyEvent) {
        if statusMessage != nil { statusMessage = nil; setNeedsDisplay() }
        if event.key == .tab || event.key == .backTab {
            moveFocus(forward: event.key == .tab)
            return
        }
        if window.menuBar?.openMenu == nil, handleMenuKey(event) { return }
        if keyResponder.keyDown(event) { return }
        // Nobody handled it: the application's defaults.
        if quitKeys.contains(event.key) { quit(status: 0) }
    }

    /// Adds `mainMenu` and `delegate`, which an AppKit storyboard's application scene connects
    /// (`Storyboard.loadApplicationScene(into:)`).
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["mainMenu": BuiltInOutlet(\Application.mainMenu), "delegate": BuiltInOutlet(\Application.delegate)]
    }

    /// AppKit's Quit (`terminate:`, what a main menu's Quit item sends): the program ends.
    open override class var actionTable: ActionTable {
        super.actionTable + [Selector("terminate:"): .init(Application.terminate)]
    }

    private func terminate(_ sender: Any?) { quit(status: 0) }

    /// F10 opens the menu bar's first menu; a key equivalent (Control for AppKit's Command)
    /// chooses its item, before the first responder sees the key, as AppKit's menus do.
    private func handleMenuKey(_ event: KeyEvent) -> Bool {
        guard let bar = window.menuBar, modalStack.isEmpty else { return false }
        if event.key == .function(10) {
            bar.open(0)
            return true
        }
        guard case .control(let character) = event.key, let item = bar.menu.item(forKeyEquivalent: String(character), modifiers: .command) else {
            return false
        }
        return item.choose(in: self)
    }

    func handleMouse(_ event: MouseEvent) {
        switch event.kind {
        case .press:
            guard let view = inputView(at: event.location) else {
                mouseTarget = nil
                return
            }
            let recognizers = activeRecognizers(from: view)
            mouseTarget = (view, recognizers)
            // Focused where it is: it shows, and scrolling would move it from under the press.
            if view.canBecomeFirstResponder { moveFocus(toFirstOf: [view], scrollingIntoSight: false) }
            deliver(event, to: view, recognizers: recognizers)
        case .drag, .release:
            guard let target = mouseTarget else { return }
            deliver(event, to: target.view, recognizers: target.recognizers)
            if case .release = event.kind { mouseTarget = nil }
        case .scrollUp, .scrollDown:
            guard let view = inputView(at: event.location) else { return }
            deliver(event, to: view, recognizers: activeRecognizers(from: view))
        case .move:
            break
        }
    }

    /// The view under a point of the window, among those that take input now.
    private func inputView(at point: Point) -> View? {
        let root = inputRoot
        return root.hitTest(root.superview?.convertFromWindow(point) ?? point)
    }

    /// The enabled recognizers of a view and its ancestors, nearest first, as UIKit delivers touches.
    private func activeRecognizers(from view: View) -> [GestureRecognizer] {
        sequence(first: view, next: \.superview).flatMap { $0.gestureRecognizers.filter(\.isEnabled) }
    }

    private func deliver(_ event: MouseEvent, to view: View, recognizers: [GestureRecognizer]) {
        for recognizer in recognizers { recognizer.handle(event) }
        // A recognized gesture takes the event from the view, as cancelsTouchesInView does.
        if recognizers.contains(where: { $0.hasRecognizedCurrentGesture }) {
            switch event.kind {
            case .drag, .release: view.mouseCancelled()
            default: break
            }
            return
        }
        _ = view.mouseEvent(event, at: view.convertFromWindow(event.location))
    }

    // MARK: Focus

    /// Gives keyboard focus to a responder (nil removes it), if the responder takes it and the
    /// first responder lets it go; returns whether focus is there now. A view inside scroll
    /// views is scrolled into sight.
    @discardableResult
    public func setFirstResponder(_ responder: Responder?) -> Bool {
        moveFocus(toFirstOf: [responder])
    }

    /// Moves focus to the first of `views` that takes it; with none, focus goes from every view.
    @discardableResult
    private func moveFocus(toFirstOf views: [View]) -> Bool {
        // Made `Responder?` one by one: handing over `[View]` as `[Responder?]` would cast the
        // array at run time, the first such cast looking through every conformance of the
        // program (75 K instructions of Howdy's first frame, docs/BENCHMARKS.md).
        moveFocus(toFirstOf: views.isEmpty ? [nil] : views.map { $0 as Responder? })
    }

    /// Moves focus to the first of `candidates` that takes it (`shouldBecomeFirstResponder`),
    /// unless the first responder refuses to let go; returns whether focus moved (or was there).
    @discardableResult
    private func moveFocus(toFirstOf candidates: [Responder?], scrollingIntoSight: Bool = true) -> Bool {
        for candidate in candidates {
            if candidate === firstResponder { return true }
            if let candidate, !candidate.shouldBecomeFirstResponder() { continue }
            if let firstResponder, !firstResponder.shouldResignFirstResponder() { return false }
            changeFirstResponder(to: candidate, scrollingIntoSight: scrollingIntoSight)
            return true
        }
        return false
    }

    /// Moves focus without asking: the first responder is leaving the window, or a modal
    /// controller takes the input.
    func changeFirstResponder(to responder: Responder?, scrollingIntoSight: Bool = true) {
        guard responder !== firstResponder else { return }
        let old = firstResponder
        firstResponder = responder
        old?.resignFirstResponder()
        if let view = responder as? View {
            if scrollingIntoSight { view.scrollToVisible() }
            view.didBecomeFirstResponder()
        }
        setNeedsDisplay()
    }

    /// The views Tab moves through, in reading order (row, then column). A scroll view's
    /// content is read in a block where the scroll view is, in the content's own order, however
    /// it is scrolled: Tab goes through all of it, scrolling each view into sight, before it
    /// leaves it. A table is one stop, followed by the views of its selected row's cell alone.
    public var focusOrder: [View] {
        // Each view's place: the row and column of its scroll view in the one around it, of
        // that one's in the next, and so on, out to the root's coordinates.
        var views: [(view: View, place: [Point])] = []
        func collect(_ view: View, around: [Point], origin: Point) {
            guard !view.isHidden else { return }
            let position = Point(x: origin.x + view.frame.x, y: origin.y + view.frame.y)
            if view.canBecomeFirstResponder { views.append((view, around + [position])) }
            if let table = view as? TableView {
                // A table is one stop: of its rows' views, only the selected row's come after it,
                // in a block where the table is, as keyboard focus reaches them in UIKit.
                guard let selected = table.indexPathForSelectedRow.flatMap(table.cellForRow(at:)) else { return }
                collect(selected, around: around + [position], origin: .zero)
            } else if view is ScrollView {
                for subview in view.subviews { collect(subview, around: around + [position], origin: .zero) }
            } else {
                for subview in view.subviews { collect(subview, around: around, origin: position) }
            }
        }
        collect(inputRoot, around: [], origin: .zero)
        return views.enumerated().sorted { a, b in
            for (pa, pb) in zip(a.element.place, b.element.place) where pa != pb { return (pa.y, pa.x) < (pb.y, pb.x) }
            return (a.element.place.count, a.offset) < (b.element.place.count, b.offset)
        }.map(\.element.view)
    }

    /// Moves focus to the next (or previous) view in `focusOrder` that takes it, wrapping around;
    /// a view laid out with no rows or no columns is passed over.
    public func moveFocus(forward: Bool) {
        let order = focusOrder.filter { !$0.frame.isEmpty || $0 === firstResponder }
        guard !order.isEmpty else { return }
        let start = order.firstIndex(where: { $0 === firstResponder }).map { forward ? $0 + 1 : $0 + order.count - 1 } ?? (forward ? 0 : order.count - 1)
        let step = forward ? 1 : order.count - 1
        moveFocus(toFirstOf: (0..<order.count).map { order[(start + $0 * step) % order.count] })
    }

    /// A first responder laid out with no rows or no columns (a field in a stack squeezed
    /// short) cannot be seen, and keys typed into it would go where the user cannot see: focus
    /// goes to the front screen's preferred view, or its first, that has room.
    private func focusAwayFromViewsSqueezedToNothing() {
        guard let view = firstResponder as? View, view.frame.isEmpty else { return }
        let candidates = frontFocusCandidates
        changeFirstResponder(to: nil)
        moveFocus(toFirstOf: candidates.filter { !$0.frame.isEmpty })
    }

    /// Focuses the front screen's preferred view, or its first that takes focus, unless a view
    /// of it has focus (`FocusEnvironment`).
    func focusFirstIfNeeded() {
        if hasFocus(in: inputRoot) { return }
        if firstResponder != nil, !(firstResponder is View) { return }
        moveFocus(toFirstOf: frontFocusCandidates)
    }

    /// Where focus may go on the front screen (a presented controller's, else the window's):
    /// its preferred views first (`FocusEnvironment`), then every view in reading order.
    private var frontFocusCandidates: [View] {
        let (front, order) = (modalStack.last ?? window.rootViewController, focusOrder)
        return (front.map { focusCandidates(in: $0, order: order) } ?? []) + order
    }

    // MARK: Actions

    /// Sends an action, with the event being handled: to `target` if given, otherwise up the
    /// responder chain from the first responder (or `sender`, if no view has focus; else the
    /// root view controller, else the window: a menu item's action reaches the application's
    /// delegate even on an empty screen). When nobody
    /// answers, or the method takes another sender type, it reports so on screen and returns
    /// false: never a crash, never silence.
    @discardableResult
    public func sendAction(_ selector: Selector, to target: NibObject?, from sender: Any?) -> Bool {
        let start: Responder? = firstResponder ?? (sender as? Responder) ?? window.rootViewController ?? window
        guard let receiver = target ?? start?.target(forAction: selector) ?? (sender as? Responder)?.target(forAction: selector) else {
            report("no responder answers '\(selector)' (nil-targeted action from \(sender.map { "\(type(of: $0))" } ?? "nil"))")
            return false
        }
        guard let method = receiver.action(for: selector) else {
            report("unrecognized selector '\(selector)' sent to \(type(of: receiver))")
            return false
        }
        guard method.accepts(sender) else {
            let senderClass = sender.map { ClassRegistry.name(of: type(of: $0)) } ?? "nil"
            report(
                ScreenRules.senderMismatch(selector.name, target: ClassRegistry.name(of: type(of: receiver)), takes: method.senderTypeName, sender: senderClass)
            )
            return false
        }
        method.invoke(receiver, sender, currentEvent)
        return true
    }

    /// Shows a problem on the bottom line and keeps it for the exit report.
    public func report(_ problem: String) {
        reportedProblems.append(problem)
        statusMessage = problem.split(separator: "\n").first.map(String.init) ?? problem
        setNeedsDisplay()
    }

    // MARK: Modal presentation

    /// The index of the last presented controller that covers the screen, if one does: it and
    /// those above it are drawn; what is beneath is not, and has disappeared.
    static func coveringIndex(_ presented: [ViewController]) -> Int? {
        presented.lastIndex { $0.modalPresentationStyle == .fullScreen }
    }

    /// The controllers on screen, back to front: the root and the presented ones, from the last
    /// that covers the screen.
    static func controllersOnScreen(root: ViewController?, presented: [ViewController]) -> [ViewController] {
        if let cover = coveringIndex(presented) { return Array(presented[cover...]) }
        return (root.map { [$0] } ?? []) + presented
    }

    /// Changes the window's root controller or the presented ones (by `change`), telling the
    /// controllers that leave the screen and those that come on it, in one transition.
    func changeScreen(root: ViewController?, presented: [ViewController], animated: Bool, _ change: () -> Void) {
        guard window.isKeyWindow else { return change() }
        let before = Self.controllersOnScreen(root: window.rootViewController, presented: modalStack)
        let after = Self.controllersOnScreen(root: root, presented: presented)
        AppearanceTransition.perform(
            disappearing: before.filter { old in !after.contains { $0 === old } },
            appearing: after.filter { new in !before.contains { $0 === new } }, animated: animated, change)
    }

    func presentModally(_ controller: ViewController, animated: Bool) {
        let focus = Weak(firstResponder)
        changeScreen(root: window.rootViewController, presented: modalStack + [controller], animated: animated) {
            focusBeforeModal.append(focus)
            modalStack.append(controller)
            place(controller)
            controller.view.hostingWindow = window
        }
        changeFirstResponder(to: nil)
        focusFirstIfNeeded()
        setNeedsDisplay()
    }

    /// Takes presented controllers off the screen; focus goes back where it was before the
    /// first of them was presented, if it still can.
    func dismissModally(_ controllers: [ViewController], animated: Bool) {
        let dismissed = modalStack.indices.filter { index in controllers.contains { $0 === modalStack[index] } }
        guard let first = dismissed.first else { return }
        let previous = focusBeforeModal[first].value
        changeScreen(
            root: window.rootViewController, presented: modalStack.enumerated().filter { !dismissed.contains($0.offset) }.map(\.element), animated: animated
        ) {
            for index in dismissed.reversed() {
                modalStack.remove(at: index).loadedView?.hostingWindow = nil
                focusBeforeModal.remove(at: index)
            }
        }
        changeFirstResponder(to: nil)
        if let view = previous as? View, takesFocus(view, in: inputRoot) { setFirstResponder(view) }
        focusFirstIfNeeded()
        setNeedsDisplay()
    }

    /// Sets a presented controller's frame: the window's bounds for a full-screen one; for a
    /// sheet, its preferred content size (or the size its view fits, or has), centred.
    private func place(_ controller: ViewController) {
        let view = controller.view
        let bounds = window.bounds
        guard controller.modalPresentationStyle == .formSheet else {
            view.frame = bounds
            return
        }
        let preferred = controller.preferredContentSize
        let size =
            preferred.width > 0 && preferred.height > 0
            ? preferred : (view as? SizeFitting)?.preferredSize(within: bounds.size) ?? view.frame.size
        let width = min(size.width, bounds.width)
        let height = min(size.height, bounds.height)
        view.frame = Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    /// Focuses the screen of a controller that has just appeared in a container (a push, a pop,
    /// a tab switch): unless a view of it took focus as it appeared, its preferred view or its
    /// first that takes focus (none: no view has focus).
    func focus(appeared controller: ViewController) {
        guard let root = controller.loadedView, !hasFocus(in: root) else { return }
        moveFocus(toFirstOf: focusCandidates(in: controller))
    }

    /// Whether a view in `root` that can take focus has it.
    private func hasFocus(in root: View) -> Bool { (firstResponder as? View).map { takesFocus($0, in: root) } ?? false }

    /// Whether `view` is in `root` and can take focus.
    private func takesFocus(_ view: View, in root: View) -> Bool { view.isDescendant(of: root) && view.canBecomeFirstResponder }
}

/// A view that knows the size it would like, given what is available (an alert).
public protocol SizeFitting: AnyObject {
    /// The size the view would like, at most `available`, where the application places it.
    func preferredSize(within available: Size) -> Size
}
