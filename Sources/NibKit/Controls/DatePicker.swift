#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A date, a time, both, or a count-down's duration, edited field by field on one row, as
/// UIDatePicker: drawn `2026-11-29 10:30`, `10:30`, `2026-11-29` or `01 h 30 min`, the chosen
/// field reversed while focused.
///
///     let picker = DatePicker(frame: Rect(x: 2, y: 1, width: 16, height: 1))
///     picker.datePickerMode = .date
///     picker.addTarget(controller, action: "dateChanged:", for: .valueChanged)
///
/// Left and Right choose a field; Up and Down (`+` and `-`) step it, round within its range as
/// a wheel turns, the minutes by `minuteInterval`; digits type it, taken once the field is full,
/// or on Enter or leaving it. A click chooses a field and the wheel steps the one under it.
/// Each change the user makes sends `.valueChanged`; the date stays between `minimumDate` and
/// `maximumDate`. It shows local time, as UIKit's does: the C library's, so `TZ` is honoured.
open class DatePicker: Control {
    /// A segue from it fires when its value changes.
    open override var primaryEvent: ControlEvent { .valueChanged }

    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// What it picks, named as Xcode writes `datePickerMode`.
    nonisolated public enum Mode: String, CaseIterable, Sendable, NibValueConvertible {
        /// Hours and minutes.
        case time
        /// Year, month and day.
        case date
        /// The day, then hours and minutes.
        case dateAndTime
        /// A duration, in hours and minutes: `countDownDuration`.
        case countDownTimer
    }

    /// What it picks; UIKit's default is both the day and the time.
    open var datePickerMode = Mode.dateAndTime {
        didSet {
            selectedField = 0
            typed = ""
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The date shown, kept between the minimum and the maximum; now unless set. Setting it
    /// sends no event.
    open var date = NibDate.now {
        didSet {
            date = clamped(date)
            if date != oldValue { setNeedsDisplay() }
        }
    }
    /// The earliest date it takes; none unless set.
    open var minimumDate: NibDate? { didSet { date = clamped(date) } }
    /// The latest date it takes; none unless set.
    open var maximumDate: NibDate? { didSet { date = clamped(date) } }
    /// The step of the minutes field, from 1 to 30 and dividing an hour; any other is refused,
    /// keeping the one there was, as UIKit ignores it.
    open var minuteInterval = 1 {
        didSet { if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = oldValue } }
    }
    /// The count-down's seconds, from 0 to 23 hours 59 minutes as UIKit's, shown in whole minutes.
    open var countDownDuration = 0.0 {
        didSet {
            countDownDuration = countDownDuration.isNaN ? 0 : min(max(countDownDuration, 0), Self.longestCountDown)
            setNeedsDisplay()
        }
    }
    /// The colour of the separators when the picker has focus.
    open var focusColor: Color = .brightCyan { didSet { setNeedsDisplay() } }

    /// The longest count-down, 23:59, in seconds.
    public static let longestCountDown = 86_340.0

    /// The field the keys change, an index into `fields`.
    private var selectedField = 0 { didSet { setNeedsDisplay() } }
    /// Digits typed into the selected field and not yet taken.
    private var typed = "" { didSet { setNeedsDisplay() } }

    /// What screens write of it: its element and its settings, declared once (`Declaration`);
    /// the limits come before the date, so a screen's date is kept within them.
    nonisolated open override class var declaration: Declaration {
        Declaration(
            DatePicker.self,
            element: ElementSpec(
                name: "datePicker", role: .control,
                summary:
                    "A date, time, both, or a count-down on one row (`2026-11-29 10:30`): Left/Right choose a field, Up/Down or digits change it, a click chooses one and the wheel steps it; each change sends valueChanged.",
                xcodeNames: ["datePicker"], xcodeLines: .one),
            settings: [
                Setting("datePickerMode", \DatePicker.datePickerMode, "What it picks: date, time, dateAndTime (unless set) or countDownTimer."),
                Setting("minuteInterval", \DatePicker.minuteInterval, "The minutes' step, dividing an hour; 1 unless set."),
                Setting("minimumDate", \DatePicker.minimumDate, "The earliest date it takes; none unless set."),
                Setting("maximumDate", \DatePicker.maximumDate, "The latest date it takes; none unless set."),
                Setting("date", \DatePicker.date, "The date, written in UTC and shown in local time; now unless set."),
                Setting("countDownDuration", \DatePicker.countDownDuration, "A count-down's seconds, up to 23:59; 0 unless set."),
                Setting("focusColor", \DatePicker.focusColor, "The separators' colour while it has focus."),
            ])
    }

    /// The date within the minimum and the maximum, when the minimum is not after the maximum.
    private func clamped(_ date: NibDate) -> NibDate {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        return min(max(date, minimumDate ?? date), maximumDate ?? date)
    }

    // MARK: Fields

    /// A part of the date, or of the count-down's duration, that the user changes on its own.
    enum Field {
        case year, month, day, hour, minute

        /// Its digits: four for the year, two for the rest.
        var width: Int { self == .year ? 4 : 2 }
    }

    /// The row as drawn: fields, and the text between them.
    private enum Part {
        case field(Field)
        case text(String)
    }

    private var layout: [Part] {
        let day: [Part] = [.field(.year), .text("-"), .field(.month), .text("-"), .field(.day)]
        let time: [Part] = [.field(.hour), .text(":"), .field(.minute)]
        switch datePickerMode {
        case .date: return day
        case .time: return time
        case .dateAndTime: return day + [.text(" ")] + time
        case .countDownTimer: return [.field(.hour), .text(" h "), .field(.minute), .text(" min")]
        }
    }

    /// The fields of the mode, in order.
    var fields: [Field] {
        layout.compactMap {
            guard case .field(let field) = $0 else { return nil }
            return field
        }
    }

    /// The date's fields in local time, as the C library makes them (`TZ` honoured).
    private var localTime: tm {
        var seconds = time_t((date.timeIntervalSinceReferenceDate + NibDate.unixOffset).rounded(.down))
        var fields = tm()
        localtime_r(&seconds, &fields)
        return fields
    }

    /// A field's value: of the local date, or of the count-down's whole minutes.
    func value(of field: Field) -> Int {
        if datePickerMode == .countDownTimer { return field == .hour ? Int(countDownDuration) / 3600 : Int(countDownDuration) / 60 % 60 }
        let time = localTime
        switch field {
        case .year: return Int(time.tm_year) + 1900
        case .month: return Int(time.tm_mon) + 1
        case .day: return Int(time.tm_mday)
        case .hour: return Int(time.tm_hour)
        case .minute: return Int(time.tm_min)
        }
    }

    /// The values a field takes: a day those of its month.
    private func range(of field: Field) -> ClosedRange<Int> {
        switch field {
        case .year: return 1...9999
        case .month: return 1...12
        case .day: return 1...NibDate.numberOfDays(inMonth: value(of: .month), year: value(of: .year))
        case .hour: return 0...23
        case .minute: return 0...59
        }
    }

    /// Sets a field as the user did, the others kept (a day past the new month's end is its
    /// last), and sends `.valueChanged` if the date or duration moved.
    private func set(_ field: Field, to value: Int) {
        let old = (date, countDownDuration)
        if datePickerMode == .countDownTimer {
            let (hours, minutes) = field == .hour ? (value, self.value(of: .minute)) : (self.value(of: .hour), value)
            countDownDuration = Double(hours * 3600 + minutes * 60)
        } else {
            var time = localTime
            switch field {
            case .year: time.tm_year = Int32(value - 1900)
            case .month: time.tm_mon = Int32(value - 1)
            case .day: time.tm_mday = Int32(value)
            case .hour: time.tm_hour = Int32(value)
            case .minute: time.tm_min = Int32(value)
            }
            time.tm_mday = min(time.tm_mday, Int32(NibDate.numberOfDays(inMonth: Int(time.tm_mon) + 1, year: Int(time.tm_year) + 1900)))
            time.tm_isdst = -1  // the zone's rule for that day, not today's
            let fraction = date.timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate.rounded(.down)
            date = NibDate(timeIntervalSinceReferenceDate: Double(mktime(&time)) - NibDate.unixOffset + fraction)
        }
        if (date, countDownDuration) != old { sendActions(for: .valueChanged) }
    }

    /// Steps the selected field up or down, round within its range (a year stops at its ends),
    /// minutes to the next multiple of `minuteInterval`.
    private func step(up: Bool) {
        take()
        let field = fields[selectedField]
        let range = range(of: field)
        let interval = field == .minute ? minuteInterval : 1
        let value = value(of: field)
        var next = up ? (value / interval + 1) * interval : ((value + interval - 1) / interval - 1) * interval
        if field == .year {
            next = min(max(next, range.lowerBound), range.upperBound)
        } else if next > range.upperBound {
            next = range.lowerBound
        } else if next < range.lowerBound {
            next = range.upperBound / interval * interval
        }
        set(field, to: next)
    }

    /// Takes a digit into the selected field: a full field is taken, and the next one chosen.
    private func type(_ digit: Character) {
        typed.append(digit)
        guard typed.count == fields[selectedField].width else { return }
        take()
        selectedField = min(selectedField + 1, fields.count - 1)
    }

    /// Takes the digits typed into the selected field, within its range (minutes down to a
    /// multiple of `minuteInterval`).
    private func take() {
        guard let number = Int(typed) else { return }
        typed = ""
        let field = fields[selectedField]
        let value = min(max(number, range(of: field).lowerBound), range(of: field).upperBound)
        set(field, to: field == .minute ? value - value % minuteInterval : value)
    }

    /// Chooses a field, taking what was typed into the one before.
    private func choose(_ index: Int) {
        take()
        selectedField = min(max(index, 0), fields.count - 1)
    }

    // MARK: Events

    /// While enabled: Left and Right choose a field; Up, `+` and `=` step it up, Down and `-`
    /// down; digits type it, Backspace takes the last back, Enter takes them.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.keyDown(event) }
        switch event.key {
        case .left: choose(selectedField - 1)
        case .right: choose(selectedField + 1)
        case .up, .character("+"), .character("="): step(up: true)
        case .down, .character("-"): step(up: false)
        case .character(let c) where c.isASCII && c.isNumber: type(c)
        case .backspace where !typed.isEmpty: typed.removeLast()
        case .enter where !typed.isEmpty: take()
        default: return super.keyDown(event)
        }
        return true
    }

    /// Focus leaves: what was typed is taken.
    open override func resignFirstResponder() {
        take()
        super.resignFirstResponder()
    }

    /// A left press chooses the field under it; the wheel steps that field.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        guard isEnabled else { return super.mouseEvent(event, at: location) }
        switch event.kind {
        case .press(.left):
            if let index = fieldIndex(at: location) { choose(index) }
        case .scrollUp, .scrollDown:
            guard let index = fieldIndex(at: location) else { return super.mouseEvent(event, at: location) }
            choose(index)
            step(up: event.kind == .scrollUp)
            return true
        default:
            break
        }
        return trackPress(event, at: location) ?? super.mouseEvent(event, at: location)
    }

    // MARK: Geometry and drawing

    /// The row's parts as drawn, each with its text and, for a field, its index: a field being
    /// typed shows its digits so far, then `_`s.
    private var parts: [(text: String, field: Int?)] {
        var index = 0
        return layout.map { part in
            switch part {
            case .text(let text):
                return (text, nil)
            case .field(let field):
                defer { index += 1 }
                if index == selectedField && !typed.isEmpty { return (typed + String(repeating: "_", count: field.width - typed.count), index) }
                let digits = String(value(of: field))
                return (String(repeating: "0", count: max(0, field.width - digits.count)) + digits, index)
            }
        }
    }

    /// One row, as wide as the drawing: a field is its digits' width whatever its value, so the
    /// width is the mode's, found without making the row (all ASCII: a column a character).
    open override var intrinsicContentSize: Size {
        let width = layout.reduce(0) { width, part in
            switch part {
            case .text(let text): width + text.count
            case .field(let field): width + field.width
            }
        }
        return Size(width: width, height: 1)
    }

    /// Where the drawing starts: centred in the bounds.
    private var drawingX: Int { TextLayout.offset(textWidth: intrinsicContentSize.width, in: bounds.width, alignment: .center) }

    /// The field under a point, nil on the text between or outside.
    func fieldIndex(at location: Point) -> Int? {
        guard bounds.contains(location) else { return nil }
        var x = drawingX
        for part in parts {
            if let field = part.field, (x..<x + part.text.count).contains(location.x) { return field }
            x += part.text.count
        }
        return nil
    }

    /// Draws the fields with the text between, centred: the chosen field reversed while
    /// focused, the text between in ``focusColor``, all dim while disabled.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard let y = middleRow else { return }
        let (style, separatorColor) = edgeStyle(focusColor: focusColor)
        var x = drawingX
        for part in parts {
            var partStyle = style
            if part.field != nil && part.field == selectedField && isFirstResponder { partStyle.insert(.reverse) }
            x += context.draw(part.text, at: Point(x: x, y: y), foreground: part.field == nil ? separatorColor : foregroundColor, style: partStyle)
        }
    }
}
