import NibKitTesting

@testable import NibKit

/// The widget, gesture, focus and alert tests' shorthand: mouse events at a cell's column and
/// row, each handled as it comes with no time passing (a press and its release are two turns,
/// so a test sees the pressed state between), and the screen read afresh.
extension HeadlessApp {
    func press(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.press(.left), at: Point(x: x, y: y)))) }
    func release(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.release(.left), at: Point(x: x, y: y)))) }
    func drag(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.drag(.left), at: Point(x: x, y: y)))) }
    /// A press and a release without the gap `click(at:)` leaves after them.
    func click(_ x: Int, _ y: Int) { press(x, y); release(x, y) }
    /// Types as a terminal sends text: one key a code point, so a character made of several
    /// (an accent after its letter, a flag, a skin tone) arrives in parts.
    func typeCodePoints(_ text: String) { for scalar in text.unicodeScalars { press(.character(Character(scalar))) } }

    /// The screen's rows, trailing spaces trimmed.
    var lines: [String] { redraw(); return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    func line(_ y: Int) -> String { y < lines.count ? lines[y] : "" }
    /// The cell at a point of a fresh frame.
    func cell(_ x: Int, _ y: Int) -> Cell { redraw(); return cell(at: Point(x: x, y: y)) }

    /// Draws a fresh frame, even where nothing asked for one.
    func redraw() {
        application.setNeedsDisplay()
        application.renderIfNeeded()
    }
}
