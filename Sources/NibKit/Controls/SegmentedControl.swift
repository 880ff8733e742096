/// A row of segments of which one is selected, as UISegmentedControl: drawn
/// ` One │ Two │ Three ` with the selected segment reversed and a disabled one dimmed.
///
///     let view = SegmentedControl(items: ["List", "Grid"], frame: Rect(x: 2, y: 1, width: 14, height: 1))
///     view.selectedSegmentIndex = 0
///     view.addTarget(controller, action: "layoutChanged:", for: .valueChanged)
///
/// A click on an enabled segment picks it; Left and Right pick the next enabled one while
/// focused. Picking another segment sends `.valueChanged`. A momentary control keeps no
/// selection: a click sends `.valueChanged` with the segment selected for the action, then
/// clears it; by keys, Left and Right move an underline and Space or Enter picks.
open class SegmentedControl: Control {
    /// A segue from it fires when its value changes.
    open override var primaryEvent: ControlEvent { .valueChanged }

    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// `selectedSegmentIndex` when no segment is selected, as UIKit's.
    public static let noSegment = -1

    private struct Segment {
        var title: String
        var isEnabled = true
    }
    private var segments: [Segment] = [] { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// The selected segment, or `noSegment`; an index out of range selects none. Setting it
    /// sends no event.
    open var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// Whether a pick is only an action, leaving no segment selected (UIKit's `isMomentary`).
    open var isMomentary = false { didSet { setNeedsDisplay() } }
    /// The colour of the dividers when the control has focus.
    open var focusColor: Color = .brightCyan { didSet { setNeedsDisplay() } }

    /// The segment the keys point at in a momentary control, underlined while focused.
    private var keyboardIndex = 0 { didSet { setNeedsDisplay() } }
    /// The segment a press went down on, drawn pressed while the mouse stays over it.
    private var pressedIndex: Int?

    /// A control with no segments at `frame`.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A control with a segment for each title, none selected.
    public convenience init(items: [String], frame: Rect = .zero) {
        self.init(frame: frame)
        segments = items.map { Segment(title: $0) }
    }

    /// A segmented control read from a screen: its segments' titles and `enabled`, numbered from 0
    /// (`segments.0.title`), then `selectedSegmentIndex` and `momentary`.
    public required init(coder: NibCoder) {
        // Only what the screen gives, before `super.init`, as View's init(coder:) explains. The
        // segments are numbered from 0 without gaps, each with its title (`segments.0.title`).
        var index = 0
        while let title = coder.decodeString(Vocabulary.segmentProperty("title", index: index)) {
            segments.append(Segment(title: title, isEnabled: coder.decodeBool(Vocabulary.segmentProperty("enabled", index: index)) ?? true))
            index += 1
        }
        if let selected = coder.decodeInt("selectedSegmentIndex"), segments.indices.contains(selected) { selectedSegmentIndex = selected }
        if let momentary = coder.decodeBool("momentary") { isMomentary = momentary }
        if let color = coder.decodeColor("focusColor") { focusColor = color }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            SegmentedControl.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "segmentedControl", role: .control,
                summary:
                    "A row of segments, ` One │ Two ` with the selected one reversed, from `<segments><segment title=\"...\"/></segments>`: a click or Left/Right picks one and sends valueChanged; selectedSegmentIndex -1 selects none.",
                segmentSettings: [
                    AttributeSpec("title", .string, summary: "The segment's title."),
                    AttributeSpec("enabled", .bool, summary: "Whether the segment can be picked."),
                ], xcodeNames: ["segmentedControl"], appKitNames: ["segmentedControl"], xcodeLines: .one),
            settings: [
                Setting("selectedSegmentIndex", \SegmentedControl.selectedSegmentIndex, "The selected segment, from 0; -1 for none."),
                Setting("momentary", \SegmentedControl.isMomentary, "Whether a segment is selected only while pressed."),
                Setting("focusColor", \SegmentedControl.focusColor, "The dividers' colour while it has focus."),
            ])
    }

    // MARK: Segments

    /// How many segments there are.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment at `index` (clamped to 0...numberOfSegments); the selected segment
    /// stays selected. `animated` changes nothing: a terminal does not animate.
    public func insertSegment(withTitle title: String, at index: Int, animated: Bool = false) {
        let index = min(max(0, index), segments.count)
        let selected = selectedSegmentIndex
        segments.insert(Segment(title: title), at: index)
        if selected != Self.noSegment && selected >= index { selectedSegmentIndex = selected + 1 }
    }

    /// Removes the segment at `index`, if there is one: removing the selected one selects none.
    public func removeSegment(at index: Int, animated: Bool = false) {
        guard segments.indices.contains(index) else { return }
        let selected = selectedSegmentIndex
        segments.remove(at: index)
        selectedSegmentIndex = selected == index ? Self.noSegment : selected > index ? selected - 1 : selected
        keyboardIndex = min(keyboardIndex, max(0, segments.count - 1))
    }

    /// Removes every segment, leaving none selected.
    public func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
        keyboardIndex = 0
    }

    /// Sets a segment's title; an index with no segment is ignored.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].title = title
    }

    /// The title of the segment at `index`, or nil if there is none.
    public func titleForSegment(at index: Int) -> String? { segments.indices.contains(index) ? segments[index].title : nil }

    /// Enables or disables one segment: a disabled one is dimmed and cannot be picked.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].isEnabled = enabled
    }

    /// Whether the segment at `index` can be picked; false if there is none.
    public func isEnabledForSegment(at index: Int) -> Bool { segments.indices.contains(index) && segments[index].isEnabled }

    // MARK: Picking

    /// Picks a segment as the user did: `.valueChanged` if the selection changed, or always
    /// when momentary, after which no segment stays selected.
    private func pick(_ index: Int) {
        guard isEnabledForSegment(at: index) else { return }
        keyboardIndex = index
        guard isMomentary || index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// The next enabled segment from `start` in `direction` (±1), or nil at the end.
    private func nextEnabled(from start: Int, by direction: Int) -> Int? {
        stride(from: start + direction, to: direction > 0 ? segments.count : -1, by: direction).first { segments[$0].isEnabled }
    }

    /// While enabled, Left and Right pick the next enabled segment that way; in a momentary
    /// control they move the underline instead, and Space or Enter picks.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.keyDown(event) }
        switch event.key {
        case .left, .right:
            let direction = event.key == .left ? -1 : 1
            let current = isMomentary ? keyboardIndex : selectedSegmentIndex
            // With nothing selected, Right starts at the first segment and Left at the last.
            let start = current == Self.noSegment ? (direction > 0 ? -1 : segments.count) : current
            guard let next = nextEnabled(from: start, by: direction) else { return true }
            if isMomentary { keyboardIndex = next } else { pick(next) }
        case .enter where isMomentary, .character(" ") where isMomentary:
            pick(keyboardIndex)
        default:
            return super.keyDown(event)
        }
        return true
    }

    /// Follows a left press on an enabled segment: released on it, picks it.
    open override func mouseEvent(_ event: MouseEvent, at location: Point) -> Bool {
        if case .press(.left) = event.kind, isEnabled { pressedIndex = segmentIndex(at: location).flatMap { isEnabledForSegment(at: $0) ? $0 : nil } }
        return trackPress(event, at: location) ?? super.mouseEvent(event, at: location)
    }

    override func pressMoved(to location: Point) { isHighlighted = pressedIndex != nil && segmentIndex(at: location) == pressedIndex }

    override func pressEnded(inside: Bool) {
        if let pressedIndex, inside { pick(pressedIndex) }
        pressedIndex = nil
        super.pressEnded(inside: inside)
    }

    // MARK: Geometry

    /// Every segment is as wide as the widest title and a space each side, as UIKit makes
    /// them equal; dividers between.
    open override var intrinsicContentSize: Size {
        guard !segments.isEmpty else { return Size(width: 0, height: 1) }
        let widest = segments.map { CharacterWidth.of($0.title) }.max() ?? 0
        return Size(width: segments.count * (widest + 2) + segments.count - 1, height: 1)
    }

    /// The columns of each segment at the current width: the width left by the dividers shared
    /// out equally, the first segments taking a column more when it does not divide.
    public var segmentColumns: [Range<Int>] {
        guard !segments.isEmpty else { return [] }
        let room = max(0, bounds.width - (segments.count - 1))
        let share = room / segments.count
        var start = 0
        return segments.indices.map { index in
            let width = share + (index < room % segments.count ? 1 : 0)
            defer { start += width + 1 }
            return start..<start + width
        }
    }

    /// The segment under a point, nil on a divider or outside.
    public func segmentIndex(at location: Point) -> Int? {
        guard bounds.contains(location) else { return nil }
        return segmentColumns.firstIndex { $0.contains(location.x) }
    }

    // MARK: Drawing

    /// Draws the segments in ``segmentColumns`` between dividers: the selected or pressed one
    /// reversed, a disabled one dim, the dividers in ``focusColor`` while focused.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        guard let y = middleRow else { return }
        let (style, dividerColor) = edgeStyle(focusColor: focusColor)
        let focused = isFirstResponder
        for (index, columns) in segmentColumns.enumerated() {
            if index > 0 { context.draw("│", at: Point(x: columns.lowerBound - 1, y: y), foreground: dividerColor, style: style) }
            var segmentStyle = style
            if !segments[index].isEnabled { segmentStyle.insert(.dim) }
            let pressed = isHighlighted && pressedIndex == index
            if index == selectedSegmentIndex || pressed { segmentStyle.insert(.reverse) }
            context.drawRun(" ", count: columns.count, at: Point(x: columns.lowerBound, y: y), foreground: foregroundColor, style: segmentStyle)
            let title = segments[index].title
            var titleStyle = segmentStyle
            if focused && isMomentary && index == keyboardIndex { titleStyle.insert(.underline) }
            let x = columns.lowerBound + TextLayout.offset(textWidth: CharacterWidth.of(title), in: columns.count, alignment: .center)
            context.withFrame(Rect(x: columns.lowerBound, y: 0, width: columns.count, height: bounds.height), clipsSubviews: false) {
                context.draw(title, at: Point(x: x - columns.lowerBound, y: y), foreground: foregroundColor, style: titleStyle)
            } drawSubviews: {
            }
        }
    }
}
