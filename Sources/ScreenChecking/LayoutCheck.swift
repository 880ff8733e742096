import NibFormat
import NibKit

/// `nibtool validate --size`: a screen loaded as `nibtool preview` loads it, into a terminal of
/// the size given, laid out, and what its constraints leave wrong there: required constraints
/// that cannot all hold (the layout's own diagnostics, at every constraint's line) and views
/// placed by constraints whose place or size they leave open (at the view's element).
///
/// The terminal's size is required here: the running program lets its window's size give way
/// to required constraints (the window's edit variables are just below required, so that a
/// resize never makes the system unsatisfiable), and draws what does not fit cut off. At a
/// given size, constraints that need more room than it has cannot all hold, and are reported.
public enum LayoutCheck {
    /// Every layout problem of the screen at `path` at `size`, as `validate` prints them; if
    /// the screen does not load, the problems that stop it.
    /// A storyboard's scenes are each laid out so.
    /// The file is read once, however many scenes it has.
    public static func problems(ofScreenAt path: String, size: Size) -> [String] {
        let file: NibDocument
        do { file = try ScreenFile.read(path) } catch { return ScreenFile.describe(error, path: path) }
        guard file.isStoryboard else { return problems(of: file, at: path, scene: nil, sheets: [], size: size) }
        let sheets = PreviewDocument.sheetControllers(in: file)
        return file.scenes.flatMap { problems(of: file, at: path, scene: $0, sheets: sheets, size: size) }
    }

    /// The problems of one screen, or of one scene of a storyboard. A screen with several
    /// problems at `size` that all go at a larger size has one, which names the smallest size
    /// its constraints need, rather than each conflict and each view left open there.
    static func problems(of file: NibDocument, at path: String, scene: Scene?, sheets: Set<String>, size: Size) -> [String] {
        do {
            // Read and transformed once (with its embedded screens), laid out at each size tried.
            let preview = try PreviewDocument(file: file, at: path, scene: scene, sheets: sheets)
            let diagnostics = try self.diagnostics(of: preview, size: size)
            // One problem says itself best: the constraints of the conflict, each by its line.
            guard diagnostics.count > 1 else { return ScreenFile.describe(ScreenError(diagnostics), path: path) }
            let fits = { (size: Size) in (try? self.diagnostics(of: preview, size: size))?.isEmpty == true }
            guard let needed = smallestSize(from: size, fitting: fits) else { return ScreenFile.describe(ScreenError(diagnostics), path: path) }
            return ScreenFile.describe(
                ScreenError([screenTooSmall(needs: needed, at: size, problems: diagnostics.count, place: scene?.location ?? file.location)]), path: path)
        } catch {
            return ScreenFile.describe(error, path: path)
        }
    }

    /// The largest terminal a screen's smallest size is looked for up to.
    static let largestSearched = Size(width: 500, height: 200)

    /// The smallest size, at least `size` each way, at which `fits`: the width found at the
    /// largest height searched, then the height at that width (each by halving, a layout each
    /// try); nil if the screen does not fit even the largest size searched.
    static func smallestSize(from size: Size, fitting fits: (Size) -> Bool) -> Size? {
        let largest = Size(width: max(size.width, largestSearched.width), height: max(size.height, largestSearched.height))
        guard fits(largest) else { return nil }
        func least(from low: Int, to high: Int, _ fitsAt: (Int) -> Bool) -> Int {
            var (low, high) = (low, high)  // fitsAt(high) holds
            while low < high {
                let middle = (low + high) / 2
                if fitsAt(middle) { high = middle } else { low = middle + 1 }
            }
            return high
        }
        let width = least(from: size.width, to: largest.width) { fits(Size(width: $0, height: largest.height)) }
        // Each search ends where `fits` held (or at the largest, which fits).
        let height = least(from: size.height, to: largest.height) { fits(Size(width: width, height: $0)) }
        return Size(width: width, height: height)
    }

    /// The one problem of a screen that needs more room than it was given.
    static func screenTooSmall(needs needed: Size, at size: Size, problems: Int, place: SourceLocation) -> Diagnostic {
        Diagnostic(
            .screenTooSmall,
            "the screen needs at least \(needed.width)x\(needed.height) of the terminal; at \(size.width)x\(size.height) its constraints cannot all hold (\(problems) problem\(problems == 1 ? "" : "s") there, none at \(needed.width)x\(needed.height))",
            at: place)
    }

    /// Every layout problem of one screen, or scene, at `size`.
    static func diagnostics(of preview: PreviewDocument, size: Size) throws -> [Diagnostic] {
        let terminal = Terminal(frame: Rect(origin: .zero, size: size))
        let roots = try preview.load(into: terminal)
        LayoutConstraint.activate([
            terminal.widthAnchor.constraint(equalToConstant: Double(size.width)),
            terminal.heightAnchor.constraint(equalToConstant: Double(size.height)),
        ])
        terminal.layoutIfNeeded()
        var diagnostics = terminal.layoutDiagnostics
        var reported = Set(diagnostics)
        for (view, node) in preview.elements(of: roots) where !isHiddenArrangedView(view) {
            guard let axes = view.ambiguousAxes, axes.horizontal || axes.vertical else { continue }
            let diagnostic = ambiguousLayout(node, horizontally: axes.horizontal, vertically: axes.vertical, at: size)
            // A screen embedded twice is one set of elements: each is reported once (looked up
            // in a set: 10,000 ambiguous views searched a list 50 million times).
            if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        return diagnostics
    }

    /// The message for a view whose constraints leave its place or size open at a size: at its
    /// element, naming it by id (and user label) and the axes along which it is open.
    public static func ambiguousLayout(_ node: ObjectNode, horizontally: Bool, vertically: Bool, at size: Size) -> Diagnostic {
        let axes =
            switch (horizontally, vertically) {
            case (true, false): "across columns (horizontally)"
            case (false, true): "across rows (vertically)"
            default: "across columns or rows (horizontally and vertically)"
            }
        let name = "\(node.element) '\(node.id)'" + (node.userLabel.map { " «\($0)»" } ?? "")
        return Diagnostic(
            .ambiguousLayout, "the position or size of \(name) is not determined \(axes) by its constraints at \(size.width)x\(size.height)",
            at: node.location, objectID: node.id, className: node.className(in: .nibKit))
    }

    /// The container a screen is laid out in, named so in the layout's messages:
    /// `(in code) Terminal.width == 40`.
    final class Terminal: View {}

    /// A hidden view a stack arranges takes no room and no place until it is shown, when the
    /// stack places it.
    static func isHiddenArrangedView(_ view: View) -> Bool {
        view.isHidden && (view.superview as? StackView)?.arrangedSubviews.contains { $0 === view } == true
    }
}

extension PreviewDocument {
    /// Every view loaded from an element of the screen, with that element: the views the
    /// preview placed and, down their trees, each subview with its `<subviews>` entry, walked
    /// in step (loading adds subviews in document order). A view that embeds a screen holds that
    /// screen's top-level views before its own: they are paired with that screen's elements,
    /// which carry its file, so a problem in them is reported at its line there. A view that is
    /// not of the class its element makes (a class's code added or moved subviews) ends the walk
    /// down that branch rather than pair views with the wrong elements.
    func elements(of roots: [(view: View, node: ObjectNode?)]) -> [(view: View, node: ObjectNode)] {
        var result: [(view: View, node: ObjectNode)] = []
        func pair(_ view: View, _ node: ObjectNode) {
            guard let made = ClassRegistry.shared.lookup(node.className(in: .nibKit)), ObjectIdentifier(type(of: view)) == ObjectIdentifier(made) else {
                return
            }
            result.append((view, node))
            let own = view.subviews.suffix(node.subviews.count)
            guard own.count == node.subviews.count else { return }
            if let name = node.embeddedScreen, let screen = try? embeddedScreens.document(named: name) {
                let embedded = screen.topLevelObjects.filter { Vocabulary.nibKit.element($0.element)?.role.isView == true }
                let first = view.subviews.dropLast(own.count)
                if first.count == embedded.count { zip(first, embedded).forEach(pair) }
            }
            zip(own, node.subviews).forEach(pair)
        }
        for case (let view, let node?) in roots { pair(view, node) }
        return result
    }
}
