import Foundation
import NibFormat
import NibKit
import ScreenChecking
import Testing

/// Files Xcode wrote, which NibKit did not: each previews at 80x24 as `nibtool preview --snapshot`
/// draws it, and every text its first screen shows within the terminal is on screen. The files
/// are read where the machine keeps them (`../shared/xibs` beside the repository, or
/// `NIBKIT_XIBS`); without them there is nothing to test.
@Suite("Real Interface Builder files")
@MainActor
struct RealInterfaceBuilderFileTests {
    nonisolated static let folder: String? = {
        let candidates = [ProcessInfo.processInfo.environment["NIBKIT_XIBS"], LayoutCheckTests.repositoryRoot + "/../shared/xibs"]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }()

    nonisolated static let files: [String] = {
        guard let folder, let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { folder + "/" + $0 }
    }()

    static let size = Size(width: 80, height: 24)

    @Test(.enabled(if: !files.isEmpty, "no real Interface Builder files on this machine"), arguments: files)
    func previewsWithEveryVisibleTextOnScreen(path: String) throws {
        let preview = try PreviewDocument(path: path)
        let root = try preview.instantiate(size: Self.size)
        let context = GraphicsContext(canvas: Canvas(size: Self.size), colorSupport: .palette)
        try root.render(in: context)
        let screen = context.canvas.text
        let texts = Self.visibleTexts(in: root)
        let missing = texts.filter { !Self.shows($0, on: screen) }
        #expect(
            missing.isEmpty,
            "\(path): not on screen: \(missing.map { "'\($0)'" }.joined(separator: ", "))\n--- screen (80x24) ---\n\(screen)")
    }

    @Test(.enabled(if: !files.isEmpty, "no real Interface Builder files on this machine"))
    func everyFileIsReadAsInterfaceBuilders() throws {
        #expect(Self.files.count >= 17)
        for path in Self.files {
            let document = try NibDocument(contentsOf: path)
            #expect(document.dialect == .interfaceBuilder, "\(path)")
        }
    }

    /// The texts of labels, button titles, and text fields' text or placeholder, of views shown
    /// (not hidden, nor in a hidden view) whose frame lies inside the terminal and inside every
    /// view around it.
    static func visibleTexts(in root: View) -> [String] {
        var texts: [String] = []
        func visit(_ view: View, origin: Point, clip: Rect) {
            guard !view.isHidden else { return }
            let frame = Rect(x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width, height: view.frame.height)
            let inside = frame.x >= clip.x && frame.y >= clip.y && frame.maxX <= clip.maxX && frame.maxY <= clip.maxY
            let text: String?
            switch view {
            case let label as Label: text = label.text
            case let button as Button: text = button.currentTitle
            case let field as TextField: text = field.text.isEmpty ? field.placeholder : field.text
            default: text = nil
            }
            if inside, let text, !text.trimmingCharacters(in: .whitespaces).isEmpty { texts.append(text) }
            let inner = Rect(
                x: max(clip.x, frame.x), y: max(clip.y, frame.y), width: max(0, min(clip.maxX, frame.maxX) - max(clip.x, frame.x)),
                height: max(0, min(clip.maxY, frame.maxY) - max(clip.y, frame.y)))
            for subview in view.subviews { visit(subview, origin: Point(x: frame.x, y: frame.y), clip: inner) }
        }
        visit(root, origin: Point(x: -root.frame.x, y: -root.frame.y), clip: Rect(origin: .zero, size: size))
        return texts
    }

    /// Whether the screen shows the text: a line of it as written, or, wrapped over rows, each word.
    static func shows(_ text: String, on screen: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        return screen.contains(text) || words.allSatisfy { screen.contains($0) }
    }
}
