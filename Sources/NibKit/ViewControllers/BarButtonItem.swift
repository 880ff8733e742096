/// A button on a navigation bar (UIBarButtonItem): a title, and the action it sends to its
/// target (nil: up the responder chain from the first responder), with itself as the sender.
///
///     navigationItem.rightBarButtonItem = BarButtonItem(title: "Add", target: self, action: "add:")
///
/// A screen puts it on its view controller's navigation bar by key (`leftBarButtonItems`,
/// `rightBarButtonItems`, in order), and connects its action as a control's:
///
///     <barButtonItem key="rightBarButtonItems" systemItem="add" id="add">
///       <connections><action selector="addBook:" destination="list"/></connections>
///     </barButtonItem>
public final class BarButtonItem: NibObject, ActionItem {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// UIKit's system items, drawn as their titles: a terminal has no icons.
    public enum SystemItem: String, CaseIterable, Sendable {
        /// Ends editing or a task: Done.
        case done
        /// Leaves without saving: Cancel.
        case cancel
        /// Starts editing: Edit.
        case edit
        /// Saves: Save.
        case save
        /// Adds an entry: Add.
        case add
        /// Room that grows between items on a toolbar; no title.
        case flexibleSpace
        /// Room of a fixed width between items on a toolbar; no title.
        case fixedSpace
        /// Writes something new: Compose.
        case compose
        /// Replies: Reply.
        case reply
        /// Shares or acts on the content: Action.
        case action
        /// Moves or files: Organize.
        case organize
        /// Shows bookmarks: Bookmarks.
        case bookmarks
        /// Searches: Search.
        case search
        /// Loads again: Refresh.
        case refresh
        /// Stops loading: Stop.
        case stop
        /// Takes a picture: Camera.
        case camera
        /// Deletes: Trash.
        case trash
        /// Starts playing: Play.
        case play
        /// Pauses: Pause.
        case pause
        /// Goes back: Rewind.
        case rewind
        /// Goes forward: Fast Forward.
        case fastForward
        /// Takes back the last change: Undo.
        case undo
        /// Makes a change undone again: Redo.
        case redo
        /// Turns the page: Page Curl.
        case pageCurl
        /// Closes: Close.
        case close

        /// The title drawn for it: its name in words ("Fast Forward"); none for a space.
        public var title: String {
            switch self {
            case .flexibleSpace, .fixedSpace: return ""
            case .fastForward: return "Fast Forward"
            case .pageCurl: return "Page Curl"
            default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }
    }

    /// The button's text on the bar.
    public var title: String { didSet { barsShowingItChanged() } }
    /// The object the action is sent to; nil sends it up the responder chain.
    public weak var target: NibObject?
    /// The action sent when the button is pressed, with the item as the sender; nil sends none.
    public var action: Selector?
    /// Whether the button can be pressed; a disabled one is drawn dim.
    public var isEnabled = true { didSet { barsShowingItChanged() } }
    /// The system item it is, if it is one.
    public private(set) var systemItem: SystemItem?
    /// The navigation item, or the toolbar, that shows it, told when it changes.
    weak var navigationItem: NavigationItem?
    weak var toolbar: Toolbar?

    /// Whether it is room on a toolbar rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What pressing it does, on any bar: its action to its target (up the responder chain
    /// when it has none), itself the sender.
    func press(in application: Application?) {
        guard let action, isEnabled else { return }
        application?.sendAction(action, to: target, from: self)
    }

    /// The borderless button a bar shows the item as, sending `action` to the bar (which
    /// presses the item) when pressed, added to `bar`.
    func makeButton(in bar: View, action: Selector) -> Button {
        let button = Button(title: title)
        button.isBordered = false
        button.isEnabled = isEnabled
        button.addTarget(bar, action: action, for: .primaryActionTriggered)
        bar.addSubview(button)
        return button
    }

    private func barsShowingItChanged() {
        navigationItem?.itemsDidChange()
        toolbar?.itemsDidChange()
    }

    /// An item that sends `action` to `target` when pressed (UIKit's
    /// `init(title:style:target:action:)`).
    public init(title: String, target: NibObject? = nil, action: Selector? = nil) {
        self.title = title
        self.target = target
        self.action = action
        super.init()
    }

    /// A system item (UIKit's `init(barButtonSystemItem:target:action:)`), titled by its name.
    public convenience init(systemItem: SystemItem, target: NibObject? = nil, action: Selector? = nil) {
        self.init(title: systemItem.title, target: target, action: action)
        self.systemItem = systemItem
    }

    /// Reads a bar button item of a screen: its `title`, or its `systemItem`'s, and `enabled`.
    /// The loader connects its action (`NibLoader`), as a control's.
    public required init(coder: NibCoder) {
        systemItem = coder.decodeString("systemItem").flatMap(SystemItem.init(rawValue:))
        title = coder.decodeString("title") ?? systemItem?.title ?? ""
        isEnabled = coder.decodeBool("enabled") ?? true
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated public override class var declaration: Declaration {
        Declaration(
            BarButtonItem.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "barButtonItem", role: .object,
                summary:
                    "A button on its view controller's navigation bar, nested by key (`leftBarButtonItems`, `rightBarButtonItems`, in order); it sends its action as a control does.",
                xcodeNames: ["barButtonItem"]),
            settings: [
                Setting("title", .string, "Its text on the bar; its system item's name unless set."),
                Setting("systemItem", .choice(SystemItem.allCases.map(\.rawValue)), "One of UIKit's system items, drawn as its name (`add`: Add)."),
                Setting("enabled", .bool, "Whether it can be pressed; a disabled one is drawn dim."),
            ])
    }
}
