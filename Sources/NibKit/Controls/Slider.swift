/// A value between a minimum and a maximum, drawn as a track with a thumb: `━━━━●────`.
///
///     let slider = Slider(frame: Rect(x: 1, y: 5, width: 20, height: 1))
///     slider.maximumValue = 100
///     slider.addTarget(controller, action: "volumeChanged:", for: .valueChanged)
///
/// The arrows move it by `stepValue`, Home and End to the ends; a press or drag puts the thumb
/// there. A change sends `.valueChanged`, while dragging if `isContinuous`, else on release. The
/// mouse also sends UISlider's touch events, as a button's (`.touchCancel` if a gesture takes it).
open class Slider: Control {
    /// A segue from it fires when its value changes.
    open override var primaryEvent: ControlEvent { .valueChanged }

    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// The ends of the range, each kept within ±`valueLimit` (NaN is taken as 0), so that the
    /// range between them, and every position computed from it, is a finite number.
    open var minimumValue: Double {
        get { ends.minimum }
        set { ends.minimum = Self.limited(newValue) }
    }
    /// The top of the range; 1 unless set (the bottom, ``minimumValue``, is 0).
    open var maximumValue: Double {
        get { ends.maximum }
        set { ends.maximum = Self.limited(newValue) }
    }
    private var ends = (minimum: 0.0, maximum: 1.0) { didSet { value = Self.clamp(value, to: ends); setNeedsDisplay() } }
    /// Half the largest Double: ends within it are at most the largest Double apart.
    public static let valueLimit = Double.greatestFiniteMagnitude / 2
    /// The value, always kept between the minimum and the maximum. Setting it sends no event.
    open var value: Double {
        didSet {
            value = Self.clamp(value, to: ends)
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// Sends `.valueChanged` during a drag (true), or only when the mouse is released.
    open var isContinuous = true
    /// The thumb's colour; `.default` is the terminal's own, bright white while focused.
    open var thumbColor: Color = .default { didSet { setNeedsDisplay() } }
    /// The colour of the track right of the thumb (UISlider's `maximumTrackTintColor`).
    open var trackColor: Color = .brightBlack { didSet { setNeedsDisplay() } }
    /// The colour of the track left of the thumb (UISlider's minimumTrackTintColor).
    open var minimumTrackColor: Color = .brightCyan { didSet { setNeedsDisplay() } }
    /// How far one arrow key moves the value (`step` in a screen); nil means automatic (see
    /// `stepValue`).
    open var step: Double?

    /// The value when the mouse went down, to tell on release whether it changed.
    private var valueAtPress = 0.0

    /// A slider from 0 to 1, at 0, at `frame`.
    public override init(frame: Rect = .zero) {
        value = 0
        super.init(frame: frame)
    }

    /// A slider read from a screen: `minimumValue`, `maximumValue`, `value` (the minimum if not
    /// given), `continuous`, `thumbColor` and `trackColor`.
    public required init(coder: NibCoder) {
        // Set before `super.init`, so no observer runs (each clamped the value and asked for a
        // redraw), and only what the screen gives, as View's init(coder:) explains.
        (ends, value) = Slider.range(from: coder, defaults: ends)
        if let continuous = coder.decodeBool("continuous") { isContinuous = continuous }
        if let color = coder.decodeColor("thumbColor") { thumbColor = color }
        if let color = coder.decodeColor("trackColor") { trackColor = color }
        if let color = coder.decodeColor("minimumTrackColor") { minimumTrackColor = color }
        if let step = coder.decodeDouble("step"), step > 0, step <= Slider.valueLimit { self.step = step }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            Slider.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "slider", role: .control,
                summary:
                    "A value between a minimum and a maximum, moved with arrows (by `step`, chosen from the range without it) or the mouse: valueChanged.",
                xcodeNames: ["slider"], appKitNames: ["slider"], xcodeLines: .one),
            settings: [
                Setting("minimumValue", \Slider.minimumValue, "The bottom of the range; 0 unless set.", xcodeName: "minValue"),
                Setting("maximumValue", \Slider.maximumValue, "The top of the range; 1 unless set.", xcodeName: "maxValue"),
                Setting("value", \Slider.value, "The value, kept within the range; the minimum unless set."),
                Setting("continuous", \Slider.isContinuous, "Whether a drag sends valueChanged as it goes, or only on release."),
                Setting("step", \Slider.step, "How far an arrow key moves it; chosen from the range unless set."),
                Setting("thumbColor", \Slider.thumbColor, "The thumb's colour.", xcodeName: "thumbTintColor"),
                Setting("trackColor", \Slider.trackColor, "The colour of the track right of the thumb.", xcodeName: "maximumTrackTintColor"),
                Setting("minimumTrackColor", \Slider.minimumTrackColor, "The colour of the track left of the thumb.", xcodeName: "minimumTrackTintColor"),
            ])
    }

    /// An end within ±`valueLimit`, NaN taken as 0 (a stepper's ends are kept so too).
    static func limited(_ end: Double) -> Double { end.isNaN ? 0 : min(max(end, -valueLimit), valueLimit) }

    /// The ends and the value a screen gives a control of a range (`minimumValue`,
    /// `maximumValue`, `value`), limited and clamped as their setters would; `defaults` for
    /// the ends it does not give, and the minimum for a value it does not give.
    static func range(from coder: NibCoder, defaults: (minimum: Double, maximum: Double)) -> (
        ends: (minimum: Double, maximum: Double), value: Double
    ) {
        var ends = defaults
        if let minimum = coder.decodeDouble("minimumValue") { ends.minimum = limited(minimum) }
        if let maximum = coder.decodeDouble("maximumValue") { ends.maximum = limited(maximum) }
        return (ends, clamp(coder.decodeDouble("value") ?? ends.minimum, to: ends))
    }

    /// A value between the ends, whichever is the lower; NaN taken as the lower.
    static func clamp(_ v: Double, to ends: (minimum: Double, maximum: Double)) -> Double {
        let low = min(ends.minimum, ends.maximum)
        let high = max(ends.minimum, ends.maximum)
        return v.isNaN ? low : min(max(v, low), high)
    }

    private var range: Double { max(0, maximumValue - minimumValue) }

    /// One arrow key's move: `step` if set; 1 for a whole-number range of 2 to 20 (a slider of
    /// counts moves one at a time); otherwise 1/20 of the range.
    public var stepValue: Double {
        if let step, step > 0 { return step }
        if range >= 2, range <= 20, range == range.rounded() { return 1 }
        return range / 20
    }

    /// Changes the value as the user did, sending `.valueChanged` if it moved.
    private func userSetValue(_ newValue: Double, sendingEvent: Bool = true) {
        let old = value
        value = newValue
        if sendingEvent && value != old { sendActions(for: .valueChanged) }
    }

    // MARK: Geometry

    /// The thumb's column for the current value.
    public var thumbPosition: Int {
        guard bounds.width > 1, range > 0 else { return 0 }
        return Int.cells((value - minimumValue) / range * Double(bounds.width - 1))
    }

    private func value(atColumn x: Int) -> Double {
        guard bounds.width > 1 else { return minimumValue }
        let fraction = Double(min(max(0, x), bounds.width - 1)) / Double(bounds.width - 1)
        return minimumValue + fraction * range
    }

    // MARK: Events

    /// While enabled, Left and Down move down by ``stepValue``, Right and Up up, Home and End to
    /// the ends; a move sends `.valueChanged`.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.keyDown(event) }
        switch event.key {
        case .left, .down: userSetValue(value - stepValue)
        case .right, .up: userSetValue(value + stepValue)
        case .home: userSetValue(minimumValue)
        case .end: userSetValue(maximumValue)
        default: return super.keyDown(event)
        }
        return true
    }

    /// Follows a left press: the thumb goes to the column pressed and follows the drag.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        trackPress(event, at: location) ?? super.mouseEvent(event, at: location)
    }

    override func pressBegan() { valueAtPress = value }

    override func pressMoved(to location: Point) { userSetValue(value(atColumn: location.x), sendingEvent: isContinuous) }

    override func pressEnded(inside: Bool) {
        if !isContinuous && value != valueAtPress { sendActions(for: .valueChanged) }
        super.pressEnded(inside: inside)
    }

    // MARK: Drawing

    /// One row; as wide as the layout makes it.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// Draws the track on the middle row, `━` up to the thumb and `─` after it; the thumb bold while
    /// focused and reversed while pressed, all dim while disabled.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard let y = middleRow else { return }
        let thumb = thumbPosition
        let dim: TextStyle = isEnabled ? [] : .dim
        context.drawRun("━", count: thumb, at: Point(x: 0, y: y), foreground: minimumTrackColor, style: dim)
        context.drawRun("─", count: bounds.width - thumb - 1, at: Point(x: thumb + 1, y: y), foreground: trackColor, style: dim)
        var thumbStyle = dim
        if isHighlighted { thumbStyle.insert(.reverse) }
        // Focus shows on the thumb: bold, and bright when no colour was chosen.
        if isFirstResponder { thumbStyle.insert(.bold) }
        let color = isFirstResponder && thumbColor == .default ? Color.brightWhite : thumbColor
        context.draw("●", at: Point(x: thumb, y: y), foreground: color, style: thumbStyle)
    }
}
