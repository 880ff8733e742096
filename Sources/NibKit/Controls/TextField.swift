/// One line of editable text, as UITextField: it edits while it is the first responder and
/// shows the terminal's cursor there.
///
///     let field = TextField(frame: Rect(x: 1, y: 3, width: 20, height: 1))
///     field.placeholder = "Name"
///     field.addTarget(controller, action: "nameChanged:", for: .editingChanged)
///
/// Events: `.editingDidBegin` on gaining focus, `.editingChanged` after each edit,
/// `.editingDidEndOnExit` on Enter (focus stays: the caller decides), `.editingDidEnd` on
/// losing focus. Printable keys are consumed, so typing never reaches a quit key such as the demos' `q`. Text
/// longer than the field scrolls to keep the cursor in view. `keyboardType` filters what may
/// be typed, and a `delegate` may refuse focus coming or going, an edit, or Enter
/// (`TextFieldDelegate`, which gives the order of its calls and the events).
open class TextField: Control {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The text; setting it moves the cursor to the end and sends no events.
    open var text: String {
        get { String(characters) }
        set { characters = Array(newValue); cursorIndex = characters.count; setNeedsDisplay() }
    }
    /// Shown dimmed while the text is empty.
    open var placeholder = "" { didSet { setNeedsDisplay() } }
    /// Draws each character as • (a password).
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// Whether the row is underlined, showing where the field is even while it is empty: a
    /// terminal's border for a field (UITextField's `borderStyle` other than none).
    open var isBordered = true { didSet { setNeedsDisplay() } }
    /// The text's colour; `.default` falls back to the view's `foregroundColor`.
    open var textColor: Color = .default { didSet { setNeedsDisplay() } }
    /// What may be typed: the characters the keyboard of that type could type.
    open var keyboardType = KeyboardType.default
    /// Asked before focus comes and goes, before each edit and on Enter; told when editing
    /// begins and ends. A screen connects it as an outlet.
    open weak var delegate: (any TextFieldDelegate)?

    private var characters: [Character] = []
    /// The cursor, as an index into the characters (0 ... count).
    public private(set) var cursorIndex = 0
    /// The first character shown: horizontal scrolling.
    private var firstVisibleIndex = 0

    /// An empty, bordered text field at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A text field read from a screen: `text` (the cursor at its end), `placeholder`,
    /// `secureTextEntry`, `bordered`, `keyboardType` and `textColor`.
    public required init(coder: NibCoder) {
        // Only what the screen gives, before `super.init`, as View's init(coder:) explains.
        if let text = coder.decodeString("text") {
            characters = Array(text)
            cursorIndex = characters.count
        }
        if let placeholder = coder.decodeString("placeholder") { self.placeholder = placeholder }
        if let secure = coder.decodeBool("secureTextEntry") { isSecureTextEntry = secure }
        if let bordered = coder.decodeBool("bordered") { isBordered = bordered }
        if let type = coder.decodeString("keyboardType").flatMap(KeyboardType.init(rawValue:)) { keyboardType = type }
        if let color = coder.decodeColor("textColor") { textColor = color }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            TextField.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "textField", role: .control,
                summary:
                    "One line of editable text, underlined to show where it is unless `bordered` is NO: editingChanged on each edit, editingDidEndOnExit on Enter. `keyboardType` limits what can be typed; a `delegate` outlet may refuse focus, edits and Enter.",
                xcodeNames: ["textField", "searchBar"], appKitNames: ["textField", "secureTextField", "searchField"], xcodeLines: .one),
            settings: [
                Setting("text", \TextField.text, "The text being edited."),
                Setting("placeholder", \TextField.placeholder, "What it shows, dimmed, while it is empty."),
                Setting("secureTextEntry", \TextField.isSecureTextEntry, "Whether each character shows as a bullet."),
                Setting("keyboardType", \TextField.keyboardType, "What may be typed: any text, or digits, a number, a phone number …"),
                Setting("bordered", \TextField.isBordered, "Whether it is underlined to show where it is (YES unless set).", xcodeName: "borderStyle"),
                Setting("textColor", \TextField.textColor, "The text's colour."),
            ])
    }

    /// Adds `delegate`, whose destination must conform to ``TextFieldDelegate``.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["delegate": BuiltInOutlet(conformingTo: \TextField.delegate)]
    }

    // MARK: Focus

    /// Asks the delegate's `textFieldShouldBeginEditing(_:)`.
    open override func shouldBecomeFirstResponder() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }

    /// Asks the delegate's `textFieldShouldEndEditing(_:)`.
    open override func shouldResignFirstResponder() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    /// Editing begins: tells the delegate, then sends `.editingDidBegin`.
    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    /// Editing ends: tells the delegate, then sends `.editingDidEnd`.
    open override func resignFirstResponder() {
        super.resignFirstResponder()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    // MARK: Editing

    /// Edits while enabled: typing inserts at the cursor; Backspace deletes before it, Delete or
    /// Ctrl-D at it, Ctrl-U to the start and Ctrl-K to the end; Left, Right, Home (Ctrl-A) and
    /// End (Ctrl-E) move it; Enter asks the delegate, then sends `.editingDidEndOnExit`. Other
    /// keys go up the responder chain.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.keyDown(event) }
        if let typed = TextEditing.typedCharacter(event.key) {
            replace(cursorIndex..<cursorIndex, with: [typed])
            return true
        }
        switch event.key {
        case .backspace where cursorIndex > 0: replace(cursorIndex - 1..<cursorIndex, with: [])
        case .delete where cursorIndex < characters.count, .control("d") where cursorIndex < characters.count:
            replace(cursorIndex..<cursorIndex + 1, with: [])
        case .control("u") where cursorIndex > 0: replace(0..<cursorIndex, with: [])
        case .control("k") where cursorIndex < characters.count: replace(cursorIndex..<characters.count, with: [])
        case .backspace, .delete, .control("d"), .control("u"), .control("k"): break
        case .left: moveCursor(to: cursorIndex - 1)
        case .right: moveCursor(to: cursorIndex + 1)
        case .home, .control("a"): moveCursor(to: 0)
        case .end, .control("e"): moveCursor(to: characters.count)
        case .enter: if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
        default: return super.keyDown(event)
        }
        return true
    }

    /// A paste is one edit at the cursor, however long: the keyboard type and the delegate are
    /// asked once, `.editingChanged` is sent once. Line breaks and tabs become spaces: a text
    /// field is one line.
    open override func paste(_ text: String) -> Bool {
        guard isEnabled else { return super.paste(text) }
        replace(cursorIndex..<cursorIndex, with: TextEditing.pasted(text, keepsLineBreaks: false))
        return true
    }

    /// Replaces `range` of the characters with `replacement` and puts the cursor after it, if
    /// the keyboard type admits the replacement and the delegate agrees; then `.editingChanged`.
    private func replace(_ range: Range<Int>, with replacement: [Character]) {
        let allowed = TextEditing.allows(
            replacement, replacing: range, in: characters, keyboardType: keyboardType, text: { text },
            delegate: delegate.map { delegate in { delegate.textField(self, shouldChangeCharactersIn: $0, replacementString: $1) } })
        guard allowed else { return }
        cursorIndex = TextEditing.replace(range, of: &characters, with: replacement)
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    private func moveCursor(to index: Int) {
        cursorIndex = min(max(0, index), characters.count)
        setNeedsDisplay()
    }

    /// A left press puts the cursor on the character clicked, or after the text.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        guard case .press(.left) = event.kind else { return super.mouseEvent(event, at: location) }
        guard isEnabled else { return true }
        // A field not being edited shows the start of its text: the click lands in what it shows.
        if isFirstResponder { scrollToCursor() } else { firstVisibleIndex = 0 }
        var x = 0
        var index = firstVisibleIndex
        while index < characters.count, x + width(at: index) <= location.x {
            x += width(at: index)
            index += 1
        }
        moveCursor(to: index)
        return true
    }

    // MARK: Drawing and the cursor

    /// One row; as wide as the layout makes it.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// What is drawn for each character (• for secure entry).
    private var displayCharacters: [Character] {
        isSecureTextEntry ? Array(repeating: "•", count: characters.count) : characters
    }

    /// The cells the character at `index` takes as drawn.
    private func width(at index: Int) -> Int { CharacterWidth.of(isSecureTextEntry ? "•" : characters[index]) }

    private func width(_ range: Range<Int>) -> Int { range.reduce(0) { $0 + width(at: $1) } }

    /// Scrolls so the cursor is visible, and no further than needed. Only the characters that
    /// can show are measured, from the cursor back and from the first shown on: a key in a
    /// 1 MB field measured the whole text after the first character shown.
    private func scrollToCursor() {
        let available = max(1, bounds.width)
        firstVisibleIndex = min(firstVisibleIndex, cursorIndex)
        // The first character that shows with the cursor's own cell, found back from it.
        var shown = 1
        var start = cursorIndex
        while start > firstVisibleIndex, shown + width(at: start - 1) <= available {
            start -= 1
            shown += width(at: start)
        }
        firstVisibleIndex = start
        // Pull back if text was deleted and there is room on the left: the rest is measured
        // only as far as the field is wide.
        var rest = cursorIndex == characters.count ? 1 : 0
        var index = firstVisibleIndex
        while index < characters.count, rest <= available {
            rest += width(at: index)
            index += 1
        }
        while firstVisibleIndex > 0, rest + width(at: firstVisibleIndex - 1) <= available {
            firstVisibleIndex -= 1
            rest += width(at: firstVisibleIndex)
        }
    }

    /// Draws the part of the text in view (or the placeholder, dim) on the top row, underlined
    /// across the width when bordered.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        // Scrolled to the cursor while editing; otherwise the start of the text shows.
        if isFirstResponder { scrollToCursor() }
        let start = isFirstResponder ? firstVisibleIndex : 0
        var style: TextStyle = isBordered ? [.underline] : []
        if !isEnabled { style.insert(.dim) }
        let color = textColor == .default ? foregroundColor : textColor
        // An underlined row shows where the field is, even when it is empty.
        context.drawRun(" ", count: bounds.width, at: .zero, foreground: color, style: style)
        if characters.isEmpty {
            context.draw(placeholder, at: .zero, foreground: .brightBlack, style: style.union(.dim))
        } else {
            context.draw(String(displayCharacters[start...]), at: .zero, foreground: color, style: style)
        }
    }

    /// The cursor's cell on screen while the field is focused.
    open override var cursorPositionInWindow: Point? {
        guard isFirstResponder, isVisibleInWindow, bounds.width > 0 else { return nil }
        scrollToCursor()
        let origin = frameInWindow.origin
        return Point(x: origin.x + min(width(firstVisibleIndex..<cursorIndex), bounds.width - 1), y: origin.y)
    }
}
