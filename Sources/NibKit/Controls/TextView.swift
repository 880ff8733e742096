/// Several lines of editable text, as UITextView: soft-wrapped at words to its width (a wide
/// character takes two cells and is never split across the edge; the spaces at a break hang
/// past the edge), scrolled vertically to keep the cursor in view, with the terminal's cursor
/// at the insertion point while focused.
///
///     let notes = TextView(frame: Rect(x: 1, y: 3, width: 40, height: 10))
///     notes.text = "First line\nSecond line"
///     notes.delegate = controller
///
/// Keys: arrows move by character and by row on screen, keeping the column up and down; Home
/// and End go to the start and end of the row; PageUp and PageDown move a page, and from the
/// first or last page to the start or end of the text. Typing inserts, Enter inserts a new line,
/// Backspace and Delete delete (across lines too). A click places the cursor, the wheel scrolls
/// without moving it, and a turn it cannot take (at the top or the bottom) goes on to the
/// scroll view around it. A character typed in parts (an accent after its letter) joins the
/// one before, as `TextEditing` explains. When not `isEditable` the text is read-only: the cursor still moves and
/// the view scrolls, and typed keys go up the responder chain. When neither editable nor
/// `isSelectable` it takes no focus and only scrolls.
///
/// Wrapping is kept per line of the text (a paragraph) and made when first needed: drawing,
/// moving and scrolling wrap only the paragraphs they walk through, which are those on screen
/// and a screenful around the cursor; an edit wraps again only the paragraphs it changed, and
/// a new width drops the kept wrapping. So a keystroke in a text of 10,000 lines wraps one line,
/// however long the text. Setting or reading `text` takes time in proportion to its length.
///
/// UIKit's text view is a scroll view; this one scrolls its own rows, and may lie inside a
/// `ScrollView`.
open class TextView: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// A place in the text: a line of the text (between new lines, not a row on screen) and a
    /// character of that line (0 ... its count).
    public struct Position: Hashable, Sendable {
        /// The line of the text, from 0.
        public var line: Int
        /// The character of the line, from 0; its count is the place after its last character.
        public var column: Int
        /// The place at `column` of `line`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The text, lines joined by "\n". Setting it puts the cursor and the view at the start and
    /// tells the delegate nothing; a line may end in any line break (`TextLayout.paragraphs`),
    /// and reads back ending in "\n".
    open var text: String {
        get { paragraphs.map { String($0) }.joined(separator: "\n") }
        set {
            paragraphs = TextLayout.paragraphs(of: newValue).map(Array.init)
            wrapped = Array(repeating: nil, count: paragraphs.count)
            cursor = Position(line: 0, column: 0)
            preferredX = nil
            top = Row(paragraph: 0, index: 0)
            setNeedsDisplay()
        }
    }
    /// The text's colour; `.default` falls back to the view's `foregroundColor`.
    open var textColor: Color = .default { didSet { setNeedsDisplay() } }
    /// Whether typing changes the text; read-only when false.
    open var isEditable = true
    /// Whether a read-only text view takes focus, for the cursor to move through it.
    open var isSelectable = true
    /// What may be typed: the characters the keyboard of that type could type (a decimal pad's
    /// one separator is counted in the line being edited).
    open var keyboardType = KeyboardType.default
    /// Asked before focus comes and goes and before each edit; told when editing begins and
    /// ends and after each edit. A screen connects it as an outlet.
    open weak var delegate: (any TextViewDelegate)?

    /// The cursor.
    public private(set) var cursor = Position(line: 0, column: 0)

    /// The text's lines, split at new lines.
    private var paragraphs: [[Character]] = [[]]
    /// Each paragraph's rows at `wrapWidth`, as ranges of its characters; nil until needed.
    private var wrapped: [[Range<Int>]?] = [nil]
    private var wrapWidth = 0
    /// The cells from the left the cursor keeps while moving up and down, as UIKit keeps them.
    private var preferredX: Int?
    /// The row at the top of the view.
    private var top = Row(paragraph: 0, index: 0)

    /// A row on screen: one of a paragraph's wrapped rows.
    private struct Row: Comparable {
        var paragraph: Int
        var index: Int
        static func < (a: Row, b: Row) -> Bool { (a.paragraph, a.index) < (b.paragraph, b.index) }
    }

    /// An empty, editable text view at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// True: a text view takes focus, to edit or to move its cursor.
    open override class var isFocusableByDefault: Bool { true }

    /// A text view read from a screen: `text`, `editable`, `selectable`, `keyboardType` and
    /// `textColor`.
    public required init(coder: NibCoder) {
        // Only what the screen gives, before `super.init`, as View's init(coder:) explains.
        if let text = coder.decodeString("text") {
            paragraphs = TextLayout.paragraphs(of: text).map(Array.init)
            wrapped = Array(repeating: nil, count: paragraphs.count)
        }
        if let editable = coder.decodeBool("editable") { isEditable = editable }
        if let selectable = coder.decodeBool("selectable") { isSelectable = selectable }
        if let type = coder.decodeString("keyboardType").flatMap(KeyboardType.init(rawValue:)) { keyboardType = type }
        if let color = coder.decodeColor("textColor") { textColor = color }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            TextView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "textView", role: .view,
                summary:
                    "Several lines of text, wrapped at words to its width and scrolled to keep the cursor in view: arrows, Home/End, PageUp/PageDown, clicks and the wheel move; typing, Enter and Backspace/Delete edit unless `editable` is NO. A `delegate` outlet may refuse focus and edits.",
                xcodeNames: ["textView"], appKitNames: ["textView"]),
            settings: [
                Setting("text", \TextView.text, "The text, wrapped at words to its width."),
                Setting("editable", \TextView.isEditable, "Whether typing edits the text."),
                Setting("selectable", \TextView.isSelectable, "Whether it takes focus and shows a cursor."),
                Setting("keyboardType", \TextView.keyboardType, "What may be typed."),
                Setting("textColor", \TextView.textColor, "The text's colour."),
            ])
    }

    /// Adds `delegate`, whose destination must conform to ``TextViewDelegate``.
    open override class var builtInOutlets: [String: BuiltInOutlet] {
        super.builtInOutlets + ["delegate": BuiltInOutlet(conformingTo: \TextView.delegate)]
    }

    // MARK: Focus

    /// Only while editable or selectable.
    open override var acceptsFocus: Bool { (isEditable || isSelectable) && super.acceptsFocus }

    /// Asks the delegate's `textViewShouldBeginEditing(_:)` while editable; read-only, it agrees.
    open override func shouldBecomeFirstResponder() -> Bool { !isEditable || (delegate?.textViewShouldBeginEditing(self) ?? true) }

    /// Asks the delegate's `textViewShouldEndEditing(_:)` while editable; read-only, it agrees.
    open override func shouldResignFirstResponder() -> Bool { !isEditable || (delegate?.textViewShouldEndEditing(self) ?? true) }

    /// Tells the delegate editing began (while editable), and shows the cursor.
    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        if isEditable { delegate?.textViewDidBeginEditing(self) }
        setNeedsDisplay()
    }

    /// Tells the delegate editing ended (while editable), and hides the cursor.
    open override func resignFirstResponder() {
        super.resignFirstResponder()
        if isEditable { delegate?.textViewDidEndEditing(self) }
        setNeedsDisplay()
    }

    // MARK: Wrapping

    /// The rows of a paragraph at the view's width, wrapped now if not kept.
    private func rows(of paragraph: Int) -> [Range<Int>] {
        let width = max(1, bounds.width)
        if width != wrapWidth {
            wrapWidth = width
            wrapped = Array(repeating: nil, count: paragraphs.count)
        }
        if let rows = wrapped[paragraph] { return rows }
        let rows = TextLayout.lineRanges(of: paragraphs[paragraph], width: width)
        wrapped[paragraph] = rows
        return rows
    }

    /// How many paragraphs have their wrapping kept: a measure of the work wrapping took.
    var wrappedParagraphCount: Int { wrapped.count(where: { $0 != nil }) }

    private func row(after row: Row) -> Row? {
        if row.index + 1 < rows(of: row.paragraph).count { return Row(paragraph: row.paragraph, index: row.index + 1) }
        return row.paragraph + 1 < paragraphs.count ? Row(paragraph: row.paragraph + 1, index: 0) : nil
    }

    private func row(before row: Row) -> Row? {
        if row.index > 0 { return Row(paragraph: row.paragraph, index: row.index - 1) }
        return row.paragraph > 0 ? Row(paragraph: row.paragraph - 1, index: rows(of: row.paragraph - 1).count - 1) : nil
    }

    /// The row `count` rows after (or before, when negative) `row`, or the last (first) row
    /// reached; and how many rows it moved.
    private func row(_ count: Int, from row: Row) -> (row: Row, moved: Int) {
        var current = row
        var moved = 0
        while moved < abs(count), let next = count > 0 ? self.row(after: current) : self.row(before: current) {
            current = next
            moved += 1
        }
        return (current, moved)
    }

    /// The row a position is drawn on: the last whose characters start at or before it.
    private func row(of position: Position) -> Row {
        let rows = rows(of: position.line)
        let index = rows.lastIndex { $0.lowerBound <= position.column } ?? 0
        return Row(paragraph: position.line, index: index)
    }

    /// The cells from the row's left to a position on it.
    private func x(of position: Position) -> Int {
        let range = rows(of: position.line)[row(of: position).index]
        return CharacterWidth.of(paragraphs[position.line][range.lowerBound..<position.column])
    }

    /// The position on a row nearest to `x` cells from its left; at most the row's end, which
    /// for a row the paragraph goes on after is before its last character (a hanging space, or
    /// the character before a cut in a word), so the position stays on the row.
    private func position(onRow row: Row, atX x: Int) -> Position {
        let rows = rows(of: row.paragraph)
        let range = rows[row.index]
        let characters = paragraphs[row.paragraph]
        let end = row.index + 1 < rows.count ? range.upperBound - 1 : range.upperBound
        var column = range.lowerBound
        var cells = 0
        while column < end, cells + CharacterWidth.of(characters[column]) <= x {
            cells += CharacterWidth.of(characters[column])
            column += 1
        }
        return Position(line: row.paragraph, column: column)
    }

    /// Scrolls as little as keeps the cursor's row in view, walking at most a screenful of rows.
    private func scrollToCursor() {
        let cursorRow = row(of: cursor)
        if cursorRow < top {
            top = cursorRow
            return
        }
        let height = max(1, bounds.height)
        var row = cursorRow
        for _ in 1..<height {
            if row == top { return }
            guard let previous = self.row(before: row) else { return }
            row = previous
        }
        if row > top { top = row }
    }

    /// Keeps the top row within the text after the text or the width changed.
    private func clampTop() {
        top.paragraph = min(top.paragraph, paragraphs.count - 1)
        top.index = min(top.index, rows(of: top.paragraph).count - 1)
    }

    // MARK: Keys

    /// Moves the cursor and, while editable, edits, as the class describes; other keys go up the
    /// responder chain.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if isEditable, let typed = TextEditing.typedCharacter(event.key) {
            replace(from: cursor, to: cursor, with: [typed])
            return true
        }
        switch event.key {
        case .left: moveCursor(to: cursor.column > 0 ? Position(line: cursor.line, column: cursor.column - 1) : endOfLine(cursor.line - 1) ?? cursor)
        case .right:
            let atEnd = cursor.column == paragraphs[cursor.line].count
            moveCursor(
                to: atEnd
                    ? (cursor.line + 1 < paragraphs.count ? Position(line: cursor.line + 1, column: 0) : cursor)
                    : Position(line: cursor.line, column: cursor.column + 1))
        case .up: moveVertically(by: -1)
        case .down: moveVertically(by: 1)
        case .pageUp: moveVertically(by: -ScrollView.page(visible: bounds.height))
        case .pageDown: moveVertically(by: ScrollView.page(visible: bounds.height))
        case .home: moveCursor(to: Position(line: cursor.line, column: rows(of: cursor.line)[row(of: cursor).index].lowerBound))
        case .end: moveCursor(to: position(onRow: row(of: cursor), atX: .max))
        case .enter where isEditable: replace(from: cursor, to: cursor, with: ["\n"])
        case .backspace where isEditable:
            if let before = endOfLine(cursor.line - 1), cursor.column == 0 {
                replace(from: before, to: cursor, with: [])
            } else if cursor.column > 0 {
                replace(from: Position(line: cursor.line, column: cursor.column - 1), to: cursor, with: [])
            }
        case .delete where isEditable:
            if cursor.column < paragraphs[cursor.line].count {
                replace(from: cursor, to: Position(line: cursor.line, column: cursor.column + 1), with: [])
            } else if cursor.line + 1 < paragraphs.count {
                replace(from: cursor, to: Position(line: cursor.line + 1, column: 0), with: [])
            }
        default: return super.keyDown(event)
        }
        return true
    }

    /// A paste is one edit at the cursor while editable, however long: the keyboard type and
    /// the delegate are asked once, and told once.
    open override func paste(_ text: String) -> Bool {
        guard isEditable else { return super.paste(text) }
        replace(from: cursor, to: cursor, with: TextEditing.pasted(text, keepsLineBreaks: true))
        return true
    }

    private func endOfLine(_ line: Int) -> Position? {
        paragraphs.indices.contains(line) ? Position(line: line, column: paragraphs[line].count) : nil
    }

    private func moveCursor(to position: Position, keepingX: Bool = false) {
        cursor = position
        if !keepingX { preferredX = nil }
        scrollToCursor()
        setNeedsDisplay()
    }

    /// Moves by rows on screen, keeping the cells from the left it had before moving up or
    /// down; past the first or last row, to the start or end of the text.
    private func moveVertically(by count: Int) {
        let x = preferredX ?? x(of: cursor)
        let (target, moved) = row(count, from: row(of: cursor))
        if moved < abs(count) {
            moveCursor(to: count < 0 ? Position(line: 0, column: 0) : endOfLine(paragraphs.count - 1)!)
            return
        }
        preferredX = x
        moveCursor(to: position(onRow: target, atX: x), keepingX: true)
    }

    // MARK: Editing

    /// The characters before a position in the whole text, new lines counted.
    private func offset(of position: Position) -> Int {
        paragraphs[..<position.line].reduce(0) { $0 + $1.count + 1 } + position.column
    }

    /// Replaces the text from `start` to `end` with `replacement` and puts the cursor after it,
    /// if the keyboard type admits it in the lines it touches (a decimal pad's separator is
    /// counted in the line it makes) and the delegate agrees; then tells the delegate. An edit
    /// within a line, the usual one, is made in that line alone: its work is in proportion to
    /// the edit, not to the line (a key in a note of one 1 MB line made the line again).
    private func replace(from start: Position, to end: Position, with replacement: [Character]) {
        guard start.line == end.line, !replacement.contains(where: TextLayout.isLineBreak) else {
            return replaceLines(from: start, to: end, with: replacement)
        }
        guard allows(replacement, replacing: start.column..<end.column, in: paragraphs[start.line], fromLine: start.line) else { return }
        var made = (start: 0, oldEnd: 0, newEnd: 0)
        let column = TextEditing.replace(start.column..<end.column, of: &paragraphs[start.line], with: replacement, made: &made)
        // The line's rows are made again from the row above the edit only, not from its start.
        wrapped[start.line] = wrapped[start.line].map { old in
            TextLayout.lineRanges(of: paragraphs[start.line], width: wrapWidth, after: old, replacing: made.start, to: made.oldEnd, with: made.newEnd)
        }
        finishEdit(at: Position(line: start.line, column: column))
    }

    /// `replace` across lines, or making them: the lines touched are joined, edited and split.
    private func replaceLines(from start: Position, to end: Position, with replacement: [Character]) {
        var lines = Array(paragraphs[start.line...end.line].joined(separator: ["\n"]))
        let endInLines = paragraphs[start.line..<end.line].reduce(0) { $0 + $1.count + 1 } + end.column
        let replaced = start.column..<endInLines
        guard allows(replacement, replacing: replaced, in: lines, fromLine: start.line) else { return }
        let cursorInLines = TextEditing.replace(replaced, of: &lines, with: replacement)
        let made = lines.split(omittingEmptySubsequences: false, whereSeparator: TextLayout.isLineBreak).map(Array.init)
        paragraphs.replaceSubrange(start.line...end.line, with: made)
        wrapped.replaceSubrange(start.line...end.line, with: Array(repeating: nil, count: made.count))
        let lineStart = lines[..<cursorInLines].lastIndex(where: TextLayout.isLineBreak).map { $0 + 1 } ?? 0
        let newLines = lines[..<cursorInLines].count(where: TextLayout.isLineBreak)
        finishEdit(at: Position(line: start.line + newLines, column: cursorInLines - lineStart))
    }

    /// Whether the keyboard type and the delegate let `replacement` replace `range` of `lines`,
    /// the lines from `line` on that the edit touches.
    private func allows(_ replacement: [Character], replacing range: Range<Int>, in lines: [Character], fromLine line: Int) -> Bool {
        TextEditing.allows(
            replacement, replacing: range, in: lines, at: offset(of: Position(line: line, column: 0)), keyboardType: keyboardType, text: { text },
            delegate: delegate.map { delegate in { delegate.textView(self, shouldChangeTextIn: $0, replacementText: $1) } })
    }

    /// After an edit: the cursor where it left it, and the delegate told.
    private func finishEdit(at cursor: Position) {
        clampTop()
        moveCursor(to: cursor)
        delegate?.textViewDidChange(self)
    }

    // MARK: The mouse

    /// A left press places the cursor (once the view is focused); the wheel scrolls without moving
    /// it, and a turn it cannot take goes to the superview.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        switch event.kind {
        case .press(.left):
            guard isFirstResponder else { return true }
            let (row, moved) = row(max(0, location.y), from: top)
            let onText = moved == max(0, location.y)
            moveCursor(to: onText ? position(onRow: row, atX: max(0, location.x)) : endOfLine(paragraphs.count - 1)!)
        case .scrollUp, .scrollDown:
            // A turn that cannot move the text (it is at that end) goes on to the scroll view
            // around it, as UIKit's nested scroll views pass it.
            let rows = event.kind == .scrollUp ? -ScrollView.rowsPerWheelNotch : ScrollView.rowsPerWheelNotch
            return scroll(by: rows) || super.mouseEvent(event, at: location)
        default: return super.mouseEvent(event, at: location)
        }
        return true
    }

    /// Scrolls by rows, never past the first row or the last row reaching the bottom; the
    /// cursor stays where it is, in view or not. True if the view moved.
    private func scroll(by count: Int) -> Bool {
        clampTop()
        let before = top
        if count < 0 {
            top = row(count, from: top).row
        } else {
            // The top may move only as far as leaves the view full.
            let height = max(1, bounds.height)
            let room = row(count + height - 1, from: top).moved - (height - 1)
            top = row(max(0, room), from: top).row
        }
        setNeedsDisplay()
        return top != before
    }

    // MARK: Drawing and the cursor

    /// Draws the rows in view, from the top row shown.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        clampTop()
        let visible = context.visibleRect
        let color = textColor == .default ? foregroundColor : textColor
        var row: Row? = top
        for y in 0..<max(0, min(bounds.height, visible.maxY)) {
            guard let current = row else { return }
            if y >= visible.minY {
                let range = rows(of: current.paragraph)[current.index]
                context.draw(String(paragraphs[current.paragraph][range]), at: Point(x: 0, y: y), foreground: color)
            }
            row = self.row(after: current)
        }
    }

    /// The cursor's cell on screen while focused and its row is in view.
    open override var cursorPositionInWindow: Point? {
        guard isFirstResponder, isVisibleInWindow, bounds.width > 0, bounds.height > 0 else { return nil }
        clampTop()
        let cursorRow = row(of: cursor)
        var row = top
        for y in 0..<bounds.height {
            if row == cursorRow {
                let origin = frameInWindow.origin
                return Point(x: origin.x + min(x(of: cursor), bounds.width - 1), y: origin.y + y)
            }
            guard row < cursorRow, let next = self.row(after: row) else { return nil }
            row = next
        }
        return nil
    }
}
