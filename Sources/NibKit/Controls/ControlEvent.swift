import NibFormat

/// The events a control sends actions for, as UIKit names them (`touchUpInside` ...). A set, as
/// UIKit's OR-ed constants are: `addTarget(_:action:for: [.touchUpInside, .touchUpOutside])`.
public struct ControlEvent: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// One bit per event, at its place in the screen format's list of event names.
    public let rawValue: UInt32
    /// Events from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The event a screen names (`eventType="valueChanged"`); its bit is its place in
    /// `Vocabulary.controlEvents`, the format's one list of event names.
    public init?(name: String) {
        guard let index = Vocabulary.controlEvents.firstIndex(of: name) else { return nil }
        self.init(rawValue: 1 << UInt32(index))
    }

    private static func named(_ name: String) -> ControlEvent { ControlEvent(name: name)! }

    /// A left press went down on the control.
    public static let touchDown = named("touchDown")
    /// A repeated press, in UIKit a multiple tap. No control here sends it; a screen may still
    /// connect an action to it.
    public static let touchDownRepeat = named("touchDownRepeat")
    /// The mouse moved, still pressed, within the control.
    public static let touchDragInside = named("touchDragInside")
    /// The mouse moved, still pressed, outside the control.
    public static let touchDragOutside = named("touchDragOutside")
    /// The press was released over the control: a click. Enter or Space on a focused button sends it
    /// too; it is what an `<action>` with no event type connects to.
    public static let touchUpInside = named("touchUpInside")
    /// The press was released away from the control: no click.
    public static let touchUpOutside = named("touchUpOutside")
    /// A gesture recognizer took over the press: no release will come.
    public static let touchCancel = named("touchCancel")
    /// The user changed the control's value (a switch, slider, stepper or segmented control); a value
    /// set in code sends nothing.
    public static let valueChanged = named("valueChanged")
    /// A button was clicked, by the mouse or a key, sent after `.touchUpInside`.
    public static let primaryActionTriggered = named("primaryActionTriggered")
    /// A text field became the first responder and began editing.
    public static let editingDidBegin = named("editingDidBegin")
    /// A text field's text changed by an edit (not by setting `text`).
    public static let editingChanged = named("editingChanged")
    /// A text field stopped being the first responder.
    public static let editingDidEnd = named("editingDidEnd")
    /// Enter was pressed in a text field, and its delegate agreed (`textFieldShouldReturn`); focus
    /// stays in the field.
    public static let editingDidEndOnExit = named("editingDidEndOnExit")

    /// The names of the events in the set, in the vocabulary's order (`touchUpInside`).
    public var names: [String] {
        Vocabulary.controlEvents.indices.filter { rawValue & (1 << UInt32($0)) != 0 }.map { Vocabulary.controlEvents[$0] }
    }

    /// The names joined by "|" (`touchDown|touchUpInside`), as messages show a set.
    public var description: String { names.joined(separator: "|") }
}
