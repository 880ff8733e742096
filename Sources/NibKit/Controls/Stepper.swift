/// A pair of buttons that step a value down and up, as UIStepper: drawn `[ − │ + ]`, a half
/// dimmed when it cannot step further (at an end, unless the value wraps).
///
///     let copies = Stepper(frame: Rect(x: 2, y: 1, width: 9, height: 1))
///     copies.maximumValue = 10
///     copies.addTarget(controller, action: "copiesChanged:", for: .valueChanged)
///
/// A press on a half steps at once and, if `autorepeat`, again while held (after half a
/// second, then ten times a second); `-` and `+`, or Left and Right (Down and Up), step while
/// focused. Each step sends `.valueChanged`, or a held press sends one on release when not
/// `isContinuous`. The mouse also sends the touch events a button does.
open class Stepper: Control {
    /// A segue from it fires when its value changes.
    open override var primaryEvent: ControlEvent { .valueChanged }

    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The halves, and which one a press went down on.
    enum Half { case minus, plus }

    /// The ends of the range, each kept within ±`Slider.valueLimit` (NaN is taken as 0), as a
    /// slider's are; the value is kept between them.
    open var minimumValue: Double {
        get { ends.minimum }
        set { ends.minimum = Slider.limited(newValue) }
    }
    /// The top of the range; 100 unless set (the bottom, ``minimumValue``, is 0).
    open var maximumValue: Double {
        get { ends.maximum }
        set { ends.maximum = Slider.limited(newValue) }
    }
    private var ends = (minimum: 0.0, maximum: 100.0) { didSet { value = Slider.clamp(value, to: ends); setNeedsDisplay() } }
    /// The value, always kept between the minimum and the maximum. Setting it sends no event.
    open var value: Double {
        didSet {
            value = Slider.clamp(value, to: ends)
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// How far one step moves the value: a positive number; any other is refused, keeping the
    /// step there was (UIStepper raises an exception instead).
    open var stepValue = 1.0 {
        didSet { if !(stepValue > 0) || stepValue > Slider.valueLimit { stepValue = oldValue } }
    }
    /// Stepping past one end goes to the other, as UIStepper's `wraps`; no half is ever dimmed.
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// A held press keeps stepping.
    open var autorepeat = true
    /// Sends `.valueChanged` on each step of a held press (true), or once on release.
    open var isContinuous = true
    /// The colour of the brackets when the stepper has focus.
    open var focusColor: Color = .brightCyan { didSet { setNeedsDisplay() } }

    /// The half a press went down on, nil outside both.
    private var pressedHalf: Half?
    /// The value when the press went down, to tell on release whether it changed.
    private var valueAtPress = 0.0
    /// The next step of a held press; nil when no press is held on a half that can step.
    private var repeatTimer: Timer?

    /// Seconds a held press waits before it repeats.
    public static let repeatDelay = 0.5
    /// Seconds between the steps of a held press, once it repeats.
    public static let repeatInterval = 0.1

    /// A stepper from 0 to 100, at 0, stepping by 1, at `frame`.
    public override init(frame: Rect = .zero) {
        value = 0
        super.init(frame: frame)
    }

    /// A stepper read from a screen: `minimumValue`, `maximumValue`, `value` (the minimum if not
    /// given), `stepValue` (if positive), `wraps`, `autorepeat` and `continuous`.
    public required init(coder: NibCoder) {
        // Set before `super.init`, so no observer runs, and only what the screen gives, as
        // View's init(coder:) explains.
        (ends, value) = Slider.range(from: coder, defaults: ends)
        if let step = coder.decodeDouble("stepValue"), step > 0, step <= Slider.valueLimit { stepValue = step }
        if let wraps = coder.decodeBool("wraps") { self.wraps = wraps }
        if let autorepeat = coder.decodeBool("autorepeat") { self.autorepeat = autorepeat }
        if let continuous = coder.decodeBool("continuous") { isContinuous = continuous }
        if let color = coder.decodeColor("focusColor") { focusColor = color }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            Stepper.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "stepper", role: .control,
                summary:
                    "`[ − │ + ]`: a click on a half, or -/+ and Left/Right when focused, steps the value by stepValue (0 to 100 by 1 unless set) and sends valueChanged; a held press repeats unless autorepeat is NO.",
                xcodeNames: ["stepper"], appKitNames: ["stepper"], xcodeLines: .one),
            settings: [
                Setting("minimumValue", \Stepper.minimumValue, "The bottom of the range; 0 unless set."),
                Setting("maximumValue", \Stepper.maximumValue, "The top of the range; 100 unless set."),
                Setting("value", \Stepper.value, "The value, kept within the range."),
                Setting("stepValue", \Stepper.stepValue, "How far one step moves the value; 1 unless set."),
                Setting("wraps", \Stepper.wraps, "Whether stepping past one end goes round to the other."),
                Setting("autorepeat", \Stepper.autorepeat, "Whether a held press keeps stepping."),
                Setting("continuous", \Stepper.isContinuous, "Whether a held press sends valueChanged at each step, or once on release."),
                Setting("focusColor", \Stepper.focusColor, "The brackets' colour while it has focus."),
            ])
    }

    // MARK: Stepping

    /// Whether a half can step now: always when wrapping, otherwise short of its end.
    func canStep(_ half: Half) -> Bool {
        guard !wraps else { return true }
        return half == .minus ? value > minimumValue : value < maximumValue
    }

    /// Steps as the user did; true if the value moved.
    @discardableResult
    private func step(_ half: Half) -> Bool {
        guard canStep(half) else { return false }
        let old = value
        let target = half == .minus ? value - stepValue : value + stepValue
        if target > maximumValue {
            value = wraps && old >= maximumValue ? minimumValue : maximumValue
        } else if target < minimumValue {
            value = wraps && old <= minimumValue ? maximumValue : minimumValue
        } else {
            value = target
        }
        return value != old
    }

    /// A step from a key or a press, sending `.valueChanged` now or (a held press, not
    /// continuous) on release.
    private func userStep(_ half: Half, sendingEvent: Bool = true) {
        if step(half) && sendingEvent { sendActions(for: .valueChanged) }
    }

    // MARK: Events

    /// While enabled, `-`, Left and Down step down; `+`, `=`, Right and Up step up; a step sends
    /// `.valueChanged`.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.keyDown(event) }
        switch event.key {
        case .character("-"), .left, .down: userStep(.minus)
        case .character("+"), .character("="), .right, .up: userStep(.plus)
        default: return super.keyDown(event)
        }
        return true
    }

    /// Follows a left press on a half, stepping it (and repeating while held).
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        if case .press(.left) = event.kind, isEnabled { pressedHalf = half(at: location) }
        return trackPress(event, at: location) ?? super.mouseEvent(event, at: location)
    }

    override func pressBegan() {
        valueAtPress = value
        guard let pressedHalf else { return }
        userStep(pressedHalf, sendingEvent: isContinuous)
        scheduleRepeat(after: Self.repeatDelay)
    }

    /// Highlighted while over the half it went down on; moving back onto it repeats again.
    override func pressMoved(to location: Point) {
        isHighlighted = pressedHalf != nil && half(at: location) == pressedHalf
        if isHighlighted && repeatTimer == nil { scheduleRepeat(after: Self.repeatDelay) }
    }

    /// Released, inside or out: the steps made stay, as UIStepper's.
    override func pressEnded(inside: Bool) {
        finishPress()
        super.pressEnded(inside: inside)
    }

    /// Cancelled (a gesture recognizer took the press): the steps made stay too, and are told.
    open override func mouseCancelled() {
        if isTrackingPress { finishPress() }
        super.mouseCancelled()
    }

    /// Ends a press's repeats; a stepper that is not continuous sends its one `.valueChanged`
    /// now, if the press changed the value.
    private func finishPress() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        if !isContinuous && value != valueAtPress { sendActions(for: .valueChanged) }
    }

    /// Steps the held half again after `delay`, while it is held, highlighted and can step: a
    /// press held at an end schedules nothing.
    private func scheduleRepeat(after delay: Double) {
        guard autorepeat, let half = pressedHalf, canStep(half), let application else { return }
        repeatTimer = application.schedule(after: delay) { [weak self] in
            guard let self else { return }
            repeatTimer = nil
            guard isTrackingPress, isHighlighted else { return }
            userStep(half, sendingEvent: isContinuous)
            scheduleRepeat(after: Self.repeatInterval)
        }
    }

    // MARK: Geometry and drawing

    /// The width of `[ − │ + ]`.
    static let width = 9

    /// One row, as wide as the drawing.
    open override var intrinsicContentSize: Size { Size(width: Self.width, height: 1) }

    /// Where the drawing starts: centred in the bounds.
    private var drawingX: Int { TextLayout.offset(textWidth: Self.width, in: bounds.width, alignment: .center) }

    /// The half under a point: left of the divider is minus, right of it plus.
    func half(at location: Point) -> Half? {
        guard bounds.contains(location) else { return nil }
        let column = location.x - drawingX
        return column < Self.width / 2 ? .minus : column > Self.width / 2 ? .plus : nil
    }

    /// Draws `[ − │ + ]` centred: a half dim when it cannot step, reversed while pressed, the
    /// brackets in ``focusColor`` while focused.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard let y = middleRow else { return }
        let (style, bracketColor) = edgeStyle(focusColor: focusColor)
        func halfStyle(_ half: Half) -> TextStyle {
            var halfStyle = style
            if !canStep(half) { halfStyle.insert(.dim) }
            if isHighlighted && pressedHalf == half { halfStyle.insert(.reverse) }
            return halfStyle
        }
        var cursor = drawingX
        cursor += context.draw("[", at: Point(x: cursor, y: y), foreground: bracketColor, style: style)
        cursor += context.draw(" − ", at: Point(x: cursor, y: y), foreground: foregroundColor, style: halfStyle(.minus))
        cursor += context.draw("│", at: Point(x: cursor, y: y), foreground: foregroundColor, style: style)
        cursor += context.draw(" + ", at: Point(x: cursor, y: y), foreground: foregroundColor, style: halfStyle(.plus))
        context.draw("]", at: Point(x: cursor, y: y), foreground: bracketColor, style: style)
    }
}
