import NibFormat
import ScreenReading

/// Where `ScreenWriter` writes a file's comments, which the model does not hold. A comment goes
/// on a line of its own before the first thing after it in its element that the writer gives a
/// line (an object, a value, a state, a connection ...), and moves with it; the last comment of
/// an element goes before that element's end tag (a wrapper's, such as `</subviews>`, when the
/// writer writes that wrapper, else its object's). The places are those of a first writing,
/// which notes them (`noting`).
final class CommentPlacement {
    /// Where a comment is written.
    private enum Place: Equatable {
        /// Before the line of what is at this location in the file.
        case before(SourceLocation)
        /// Before the end tag of the element whose start tag is at this location.
        case end(SourceLocation)
        /// Before the end tag of the wrapper (`subviews` ...) of the element at this location.
        case endOfWrapper(String, SourceLocation)
        /// After the root element.
        case afterRoot
    }

    private var pending: [(comment: XMLComment, place: Place)] = []
    /// The locations given a line, and those of the elements given an end tag, as noted.
    private(set) var lines: [SourceLocation] = []
    private(set) var ends: Set<SourceLocation> = []

    /// Notes where lines and end tags are written, placing nothing.
    static func noting() -> CommentPlacement { CommentPlacement() }

    private init() {}

    /// Places `comments` among the lines and end tags `noted` found.
    init(_ comments: [XMLComment], among noted: CommentPlacement) {
        let lines = noted.lines.sorted { $0.precedes($1) }
        pending = comments.map { comment in
            if !comment.isLast, let next = lines.first(where: comment.location.precedes) { return (comment, .before(next)) }
            return (comment, Self.endPlace(of: comment, ends: noted.ends))
        }
    }

    /// The end tag a comment with nothing after it goes before: its element's, if written; a
    /// wrapper's, in the object it wraps for; else the nearest element around it that is written.
    private static func endPlace(of comment: XMLComment, ends: Set<SourceLocation>) -> Place {
        let enclosing = comment.enclosing
        for (index, element) in enclosing.enumerated() {
            if ends.contains(element.location) { return .end(element.location) }
            if index + 1 < enclosing.count, ends.contains(enclosing[index + 1].location) {
                return .endOfWrapper(element.name, enclosing[index + 1].location)
            }
        }
        return .afterRoot
    }

    /// The comments that go before the line of what is at `location` (nil: what has none).
    func before(_ location: SourceLocation?, indent: String) -> String {
        guard let location else { return "" }
        lines.append(location)
        return take(indent: indent) { $0 == .before(location) }
    }

    /// The comments that go before the end tag of `wrapper` in the element at `location`.
    func endOfWrapper(_ wrapper: String, of location: SourceLocation, indent: String) -> String {
        take(indent: indent) { $0 == .endOfWrapper(wrapper, location) }
    }

    /// The comments that go before the end tag of the element at `location`: its own, and those
    /// of its wrappers that were not written.
    func end(of location: SourceLocation, indent: String) -> String {
        ends.insert(location)
        let wrappers = take(indent: indent) { if case .endOfWrapper(_, location) = $0 { true } else { false } }
        return wrappers + take(indent: indent) { $0 == .end(location) }
    }

    /// The comments after the root element.
    func afterRoot() -> String { take(indent: "") { $0 == .afterRoot } }

    /// The pending comments whose place `matches`, written at `indent`; they are placed.
    private func take(indent: String, where matches: (Place) -> Bool) -> String {
        let taken = pending.filter { matches($0.place) }
        pending.removeAll { matches($0.place) }
        return taken.map { Self.line($0.comment, indent: indent) }.joined()
    }

    /// `<!--text-->` on a line of its own at `indent`; its further lines keep their place
    /// under the first (moved as far as it is).
    private static func line(_ comment: XMLComment, indent: String) -> String {
        let shift = indent.count - (comment.location.column - 1)
        let lines = comment.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            if shift >= 0 { return String(repeating: " ", count: shift) + line }
            return String(line.dropFirst(min(-shift, line.prefix { $0 == " " }.count)))
        }
        return indent + "<!--" + lines.joined(separator: "\n") + "-->\n"
    }
}
