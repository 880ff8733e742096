/// An alert's box: a rounded border, the title in bold, the message wrapped, and a row of
/// buttons, all centred. It asks for the size that fits its text (`SizeFitting`), so the
/// application centres it at that size when it is presented.
///
///     ╭──────────────────────╮
///     │        Howdy!        │
///     │                      │
///     │    You tapped me!    │
///     │                      │
///     │        [ OK ]        │
///     ╰──────────────────────╯
public final class AlertView: View, SizeFitting {
    /// The bold line at the top; none when nil or empty.
    public var title: String? { didSet { setNeedsDisplay() } }
    /// The text under the title, wrapped at `maximumMessageWidth` columns or the screen's width.
    public var message: String? { didSet { setNeedsDisplay() } }
    /// The buttons, one per action, in the order the actions were added.
    public private(set) var buttons: [Button] = []

    /// The widest a message line may be, so long messages wrap into a readable box.
    static let maximumMessageWidth = 50
    /// Columns between two buttons.
    static let buttonSpacing = 2

    init(title: String?, message: String?) {
        self.title = title
        self.message = message
        super.init(frame: .zero)
        backgroundColor = .default
        layer.borderWidth = 1
        layer.cornerRadius = 1
    }

    /// Reads a view's attributes from a screen; an alert view is made by its controller, which
    /// gives it its title, message and buttons.
    public required init(coder: NibCoder) { super.init(coder: coder) }

    func setButtons(_ buttons: [Button]) {
        self.buttons.forEach { $0.removeFromSuperview() }
        self.buttons = buttons
        buttons.forEach(addSubview)
        layoutSubviews()
    }

    private var buttonsWidth: Int {
        buttons.reduce(0) { $0 + $1.intrinsicContentSize.width } + Self.buttonSpacing * max(0, buttons.count - 1)
    }

    private func messageLines(width: Int) -> [String] {
        guard let message, !message.isEmpty else { return [] }
        return TextLayout.wrap(message, width: width)
    }

    /// Rows of content between the borders: title, blank, message, blank, buttons.
    private func contentHeight(messageWidth: Int) -> Int {
        var rows = 0
        if let title, !title.isEmpty { rows += 2 }
        let lines = messageLines(width: messageWidth).count
        if lines > 0 { rows += lines + 1 }
        return rows + (buttons.isEmpty ? 0 : 1)
    }

    /// The size that shows the title, the message wrapped and the buttons inside the border, at
    /// least 10 columns of content and at most `available`.
    public func preferredSize(within available: Size) -> Size {
        // Border and one column of padding on each side.
        let chrome = 4
        let limit = max(1, min(Self.maximumMessageWidth, available.width - chrome - 2))
        let messageWidth = min(limit, CharacterWidth.of(message ?? ""))
        let content = max(messageWidth, CharacterWidth.of(title ?? ""), buttonsWidth, 10)
        let width = min(content + chrome, available.width)
        let height = contentHeight(messageWidth: max(1, width - chrome)) + 2
        return Size(width: width, height: min(height, available.height))
    }

    /// Centres the row of buttons above the bottom border.
    public override func layoutSubviews() {
        var x = max(1, (bounds.width - buttonsWidth) / 2)
        let y = bounds.height - 2
        for button in buttons {
            let size = button.intrinsicContentSize
            button.frame = Rect(x: x, y: y, width: size.width, height: size.height)
            x += size.width + Self.buttonSpacing
        }
    }

    /// Draws the box, the title centred in bold and the message's lines centred under it.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let width = bounds.width - 4
        guard width > 0 else { return }
        func drawCentered(_ line: String, y: Int, style: TextStyle = []) {
            let x = 2 + TextLayout.offset(textWidth: CharacterWidth.of(line), in: width, alignment: .center)
            context.draw(line, at: Point(x: x, y: y), foreground: foregroundColor, style: style)
        }
        var y = 1
        if let title, !title.isEmpty {
            drawCentered(Label.truncated(title, toWidth: width), y: y, style: .bold)
            y += 2
        }
        for line in messageLines(width: width) where y < bounds.height - 1 {
            drawCentered(line, y: y)
            y += 1
        }
    }
}
