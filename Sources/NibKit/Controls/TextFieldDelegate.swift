/// What a text field asks and tells as it is edited, as UITextFieldDelegate; every method has
/// a default (yes, or nothing), so a delegate implements only those it needs. A screen connects
/// it as xibs do: `<outlet property="delegate" destination="..."/>` on the text field.
///
/// The order, as UIKit's: focus coming asks `textFieldShouldBeginEditing` (before the old first
/// responder is asked to let go), then calls `textFieldDidBeginEditing`, then sends
/// `.editingDidBegin`; focus leaving asks `textFieldShouldEndEditing`, then calls
/// `textFieldDidEndEditing`, then sends `.editingDidEnd`. Each edit (typing, a paste, a
/// deletion) first passes the keyboard type's filter, then asks `textField(_:shouldChangeCharactersIn:replacementString:)`,
/// then changes the text and sends `.editingChanged`. Enter asks `textFieldShouldReturn`, and
/// sends `.editingDidEndOnExit` only on yes.
///
/// Ranges are Swift ranges of the text field's `text` as it is when asked: replace them in
/// that string (`text.replacingCharacters(in:with:)`) to see the text the edit would make.
public protocol TextFieldDelegate: AnyObject {
    /// Whether focus may come to the text field; no keeps it where it was.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The text field became the first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether focus may leave; no keeps it in the field (Tab and clicks elsewhere do nothing).
    /// Not asked when the field leaves the window or a modal controller takes the input.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The text field is no longer the first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether `range` of the text may become `string` (empty for a deletion); no drops the edit.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool
    /// Whether Enter sends `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Yes: focus may come.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Yes: focus may leave.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Yes: every edit the keyboard type admits is made.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String) -> Bool {
        true
    }
    /// Yes: Enter sends `.editingDidEndOnExit`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
