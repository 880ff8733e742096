/// What a text view asks and tells as it is edited, as UITextViewDelegate; every method has a
/// default (yes, or nothing). A screen connects it as an outlet:
/// `<outlet property="delegate" destination="..."/>` on the text view.
///
/// The order is the text field's (`TextFieldDelegate`): should begin, then did begin as focus
/// comes; should end, then did end as it goes; each edit passes the keyboard type's filter,
/// then `textView(_:shouldChangeTextIn:replacementText:)`, then changes the text and calls
/// `textViewDidChange`. A text view that is not `isEditable` edits nothing, so asks and tells
/// nothing. Ranges are Swift ranges of the text view's `text` as it is when asked.
public protocol TextViewDelegate: AnyObject {
    /// Whether focus may come to an editable text view; no keeps it where it was.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The editable text view became the first responder.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether focus may leave; no keeps it in the text view.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The editable text view is no longer the first responder.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether `range` of the text may become `text` (empty for a deletion, "\n" for Enter);
    /// no drops the edit.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String) -> Bool
    /// The text changed by typing or deleting (not by setting `text`).
    func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
    /// Yes: focus may come.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Yes: focus may leave.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Yes: every edit the keyboard type admits is made.
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: TextView) {}
}
