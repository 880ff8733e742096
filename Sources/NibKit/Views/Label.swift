/// Static text, wrapped at spaces to the label's width, as UILabel shows it.
///
///     let label = Label(frame: Rect(x: 1, y: 1, width: 20, height: 2))
///     label.text = "Hello, 世界"          // wide characters take their true two cells
///     label.textAlignment = .center
///
/// Lines are centred vertically, like UILabel's; text cut short ends in "…".
open class Label: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The text shown: each line break starts a paragraph, wrapped at spaces to the width.
    open var text = "" { didSet { if text != oldValue { invalidateIntrinsicContentSize() }; setNeedsDisplay() } }
    /// How each line sits across the label's width; left unless set.
    open var textAlignment = TextAlignment.left { didSet { setNeedsDisplay() } }
    /// The most lines to show: 1 unless set, as UILabel's; 0 for as many as the frame's height
    /// allows (a label that wraps says so, `numberOfLines="0"`).
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() }; setNeedsDisplay() } }
    /// Whether the text is bold (the screen's `bold`), where UIKit would take a bold font.
    open var isBold = false { didSet { setNeedsDisplay() } }
    /// Whether the text is italic (the screen's `italic`), where the terminal can show it.
    open var isItalic = false { didSet { setNeedsDisplay() } }
    /// The text's colour; `.default` falls back to the view's `foregroundColor`.
    open var textColor = Color.default { didSet { setNeedsDisplay() } }
    /// The lines last wrapped, with the text, width and line limit they were wrapped for: a
    /// label is measured at the width the layout gives it, then drawn at that width, and
    /// wrapped its text twice.
    private var lastLines: (text: String, width: Int, maximum: Int, lines: [String])?

    /// An empty label at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A label showing `text` at `frame`.
    public convenience init(text: String, frame: Rect = .zero) {
        self.init(frame: frame)
        self.text = text
    }

    /// A label read from a screen: `text`, `textAlignment`, `numberOfLines`, `bold`, `italic` and
    /// `textColor`.
    public required init(coder: NibCoder) {
        // Only what the screen gives, as View's init(coder:) explains.
        if let text = coder.decodeString("text") { self.text = text }
        if let alignment = coder.decodeString("textAlignment").flatMap(TextAlignment.init(rawValue:)) { textAlignment = alignment }
        if let lines = coder.decodeInt("numberOfLines") { numberOfLines = lines }
        if let bold = coder.decodeBool("bold") { isBold = bold }
        if let italic = coder.decodeBool("italic") { isItalic = italic }
        if let color = coder.decodeColor("textColor") { textColor = color }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            Label.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "label", role: .view,
                summary:
                    "Static text, wrapped to its width.", xcodeNames: ["label"], xcodeLines: .asNumberOfLines),
            settings: [
                Setting("text", \Label.text, "The text it shows."),
                Setting("textAlignment", .choice(["left", "center", "right"]), "Where each line stands across its width."),
                Setting("numberOfLines", \Label.numberOfLines, "How many lines it wraps to: 1 unless set, as UILabel's; 0 for as many as its height allows."),
                Setting("bold", \Label.isBold, "Whether the text is bold."),
                Setting("italic", \Label.isItalic, "Whether the text is italic."),
                Setting("textColor", \Label.textColor, "The text's colour."),
            ])
    }

    /// The text on one line per paragraph: as wide as its longest paragraph.
    open override var intrinsicContentSize: Size {
        let paragraphs = TextLayout.paragraphs(of: text)
        let rows = numberOfLines == 0 ? paragraphs.count : min(numberOfLines, paragraphs.count)
        var widest = 0
        for paragraph in paragraphs { widest = max(widest, CharacterWidth.of(String(paragraph))) }
        return Size(width: widest, height: rows)
    }

    /// Wrapped to the width given, as many rows as that takes (up to `numberOfLines`), and no
    /// wider than the longest row.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard size.width > 0 else { return intrinsicContentSize }
        let lines = lines(width: size.width, maximum: numberOfLines == 0 ? .max : numberOfLines)
        var widest = 0
        for line in lines { widest = max(widest, CharacterWidth.of(line)) }
        return Size(width: widest, height: lines.count)
    }

    /// The lines drawn at the current size: wrapped, limited and truncated.
    public var displayedLines: [String] {
        lines(width: bounds.width, maximum: numberOfLines == 0 ? bounds.height : min(numberOfLines, bounds.height))
    }

    /// `Label.lines(of:width:maximum:)` of the text, or the lines last wrapped if they are the
    /// same: wrapped for this text and width, and for this limit, or for one they did not reach
    /// (then any limit they fit within keeps them whole).
    private func lines(width: Int, maximum: Int) -> [String] {
        if let last = lastLines, last.width == width, last.text == text,
            last.maximum == maximum || (last.lines.count < last.maximum && last.lines.count <= maximum && maximum > 0)
        {
            return last.lines
        }
        let lines = Label.lines(of: text, width: width, maximum: maximum)
        lastLines = (text, width, maximum, lines)
        return lines
    }

    /// Wraps `text` to `width` and keeps at most `maximum` lines, ending the last in "…" if cut.
    static func lines(of text: String, width: Int, maximum: Int) -> [String] {
        guard width > 0, maximum > 0 else { return [] }
        // One line more than shown tells whether the text goes on.
        var lines = TextLayout.wrap(text, width: width, maximumLines: maximum == .max ? maximum : maximum + 1)
        guard lines.count > maximum else { return lines }
        lines.removeLast(lines.count - maximum)
        lines[maximum - 1] = truncated(lines[maximum - 1], toWidth: width - 1) + "…"
        return lines
    }

    static func truncated(_ line: String, toWidth width: Int) -> String {
        var used = 0
        return String(
            line.prefix { character in
                used += CharacterWidth.of(character)
                return used <= width
            })
    }

    /// Draws ``displayedLines`` centred vertically, each placed by ``textAlignment``.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let lines = displayedLines
        let top = max(0, (bounds.height - lines.count) / 2)
        // Dim text on a fill of its own colour (a gray-selected cell) takes the terminal's.
        let color = context.color(textColor == .default ? foregroundColor : textColor, showingAt: Point(x: 0, y: top), otherwise: .default)
        for (row, line) in lines.enumerated() {
            let x = TextLayout.offset(textWidth: CharacterWidth.of(line), in: bounds.width, alignment: textAlignment)
            context.draw(line, at: Point(x: x, y: top + row), foreground: color, style: (isBold ? TextStyle.bold : []).union(isItalic ? .italic : []))
        }
    }
}
