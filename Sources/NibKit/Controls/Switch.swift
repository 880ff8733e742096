/// An on/off switch, as UISwitch: drawn `[●──]` off and `[━━●]` on, so the knob's side tells
/// the state without colour, and the track takes `onTintColor` when on. A track whose colour
/// is the background's (off, in a cell selected in gray) is drawn in the foreground instead.
///
///     let sound = Switch(frame: Rect(x: 2, y: 1, width: 5, height: 1))
///     sound.isOn = true
///     sound.addTarget(controller, action: "soundChanged:", for: .valueChanged)
///
/// A click, or Space or Enter while focused, flips it and sends `.valueChanged`; the mouse also
/// sends the touch events a button does, `.touchUpInside` after the change.
open class Switch: Control {
    /// A segue from it fires when its value changes.
    open override var primaryEvent: ControlEvent { .valueChanged }

    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// Whether the switch is on. Setting it sends no event, as UISwitch's.
    open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// The track's colour when on (UISwitch's onTintColor).
    open var onTintColor: Color = .green { didSet { setNeedsDisplay() } }
    /// The knob's colour; `.default` falls back to the view's `foregroundColor`.
    open var thumbTintColor: Color = .default { didSet { setNeedsDisplay() } }
    /// The colour of the brackets when the switch has focus.
    open var focusColor: Color = .brightCyan { didSet { setNeedsDisplay() } }

    /// An off switch at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A switch read from a screen: `on`, `onTintColor` and `thumbTintColor`.
    public required init(coder: NibCoder) {
        // Only what the screen gives, before `super.init`, as View's init(coder:) explains.
        if let on = coder.decodeBool("on") { isOn = on }
        if let color = coder.decodeColor("onTintColor") { onTintColor = color }
        if let color = coder.decodeColor("thumbTintColor") { thumbTintColor = color }
        if let color = coder.decodeColor("focusColor") { focusColor = color }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            Switch.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "switch", role: .control,
                summary:
                    "An on/off switch, `[●──]` or `[━━●]`: a click or Space/Enter when focused flips it and sends valueChanged.", xcodeNames: ["switch"],
                xcodeLines: .one),
            settings: [
                Setting("on", \Switch.isOn, "Whether it is on."),
                Setting("onTintColor", \Switch.onTintColor, "The track's colour while on."),
                Setting("thumbTintColor", \Switch.thumbTintColor, "The thumb's colour."),
                Setting("focusColor", \Switch.focusColor, "The brackets' colour while it has focus."),
            ])
    }

    /// Sets the state; a terminal has no animation to make, so `animated` changes nothing.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Flips the state as the user did: `.valueChanged`.
    private func toggle() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    // MARK: Events

    /// Follows a left press, sending the touch events: released inside, it flips the switch first.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        trackPress(event, at: location) ?? super.mouseEvent(event, at: location)
    }

    /// Drawn pressed only while the mouse is inside.
    override func pressMoved(to location: Point) { isHighlighted = bounds.contains(location) }

    override func pressEnded(inside: Bool) {
        if inside { toggle() }
        super.pressEnded(inside: inside)
    }

    /// Enter or Space flips an enabled switch and sends `.valueChanged`.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.key == .enter || event.key == .character(" ") else { return super.keyDown(event) }
        toggle()
        return true
    }

    // MARK: Drawing

    /// The colour of the track when off: quiet, as a slider's track.
    static let offTrackColor = Color.brightBlack

    /// The width of `[━━●]`.
    static let width = 5

    /// One row, as wide as the drawing.
    open override var intrinsicContentSize: Size { Size(width: Self.width, height: 1) }

    /// Draws `[●──]` or `[━━●]` centred: the knob reversed while pressed, the brackets in
    /// ``focusColor`` while focused.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard let y = middleRow else { return }
        let x = TextLayout.offset(textWidth: Self.width, in: bounds.width, alignment: .center)
        let (style, bracketColor) = edgeStyle(focusColor: focusColor)
        var knobStyle = style
        if isHighlighted { knobStyle.insert(.reverse) }
        let knobColor = thumbTintColor == .default ? foregroundColor : thumbTintColor
        var cursor = x
        cursor += context.draw("[", at: Point(x: cursor, y: y), foreground: bracketColor, style: style)
        let trackColor = context.color(isOn ? onTintColor : Self.offTrackColor, showingAt: Point(x: x, y: y), otherwise: foregroundColor)
        if isOn {
            cursor += context.draw("━━", at: Point(x: cursor, y: y), foreground: trackColor, style: style)
            cursor += context.draw("●", at: Point(x: cursor, y: y), foreground: knobColor, style: knobStyle)
        } else {
            cursor += context.draw("●", at: Point(x: cursor, y: y), foreground: knobColor, style: knobStyle)
            cursor += context.draw("──", at: Point(x: cursor, y: y), foreground: trackColor, style: style)
        }
        context.draw("]", at: Point(x: cursor, y: y), foreground: bracketColor, style: style)
    }
}
