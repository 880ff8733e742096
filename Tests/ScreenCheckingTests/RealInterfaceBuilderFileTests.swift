import Foundation
import NibFormat
import NibKit
import ScreenChecking
import Testing

/// Files Xcode wrote, which NibKit did not: each previews at 80x24 as `nibtool preview --snapshot`
/// draws it, and every text its first screen shows within the terminal is on screen. The files
/// are read where the machine keeps them: `../shared/xibs` beside the repository (or
/// `NIBKIT_XIBS`), and `../shared/ib-apps` (or `NIBKIT_IB_APPS`), files as eight open-source
/// apps ship them; without them there is nothing to test.
@Suite("Real Interface Builder files")
@MainActor
struct RealInterfaceBuilderFileTests {
    nonisolated static let files = screenFiles(in: "NIBKIT_XIBS", or: "xibs")
    /// The apps' files for UIKit, and those for AppKit (macOS), previewed at a Mac window's size.
    nonisolated static let appFiles = screenFiles(in: "NIBKIT_IB_APPS", or: "ib-apps").filter { !isAppKit($0) }
    nonisolated static let appKitFiles = screenFiles(in: "NIBKIT_IB_APPS", or: "ib-apps").filter(isAppKit)

    /// The `.xib` and `.storyboard` files under the folder the variable names, or else under
    /// `../shared/NAME` beside the repository.
    nonisolated static func screenFiles(in variable: String, or name: String) -> [String] {
        let candidates = [ProcessInfo.processInfo.environment[variable], LayoutCheckTests.repositoryRoot + "/../shared/" + name]
        guard let folder = candidates.compactMap({ $0 }).first(where: { FileManager.default.fileExists(atPath: $0) }),
            let walker = FileManager.default.enumerator(atPath: folder)
        else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { folder + "/" + $0 }
    }

    nonisolated static func isAppKit(_ path: String) -> Bool {
        (try? String(contentsOfFile: path, encoding: .utf8))?.contains("type=\"com.apple.InterfaceBuilder3.Cocoa.") == true
    }

    static let size = Size(width: 80, height: 24)
    static let appKitSize = Size(width: 100, height: 30)

    @Test(.enabled(if: !files.isEmpty, "no real Interface Builder files on this machine"), arguments: files + appFiles)
    func previewsWithEveryVisibleTextOnScreen(path: String) throws {
        try Self.expectEveryVisibleText(of: path, at: Self.size)
    }

    @Test(.enabled(if: !appKitFiles.isEmpty, "no apps' AppKit files on this machine"), arguments: appKitFiles)
    func anAppKitFilePreviewsWithEveryVisibleTextOnScreen(path: String) throws {
        try Self.expectEveryVisibleText(of: path, at: Self.appKitSize)
        // Its application scene's main menu on the top row: the standard menus, where it has them.
        let root = try PreviewDocument(path: path).instantiate(size: Self.appKitSize)
        let bar = try #require(root.subviews.compactMap { $0 as? MenuBar }.first, "a menu bar")
        #expect(bar.frame.minY == 0 && (bar.menu.items.isEmpty || bar.menu.items.map(\.title).starts(with: [bar.menu.items[0].title, "File", "Edit"])))
    }

    /// Previews the file at `size` and expects every text its first screen shows within the
    /// terminal on screen.
    static func expectEveryVisibleText(of path: String, at size: Size) throws {
        let root = try PreviewDocument(path: path).instantiate(size: size)
        let context = GraphicsContext(canvas: Canvas(size: size), colorSupport: .palette)
        root.render(in: context)
        let screen = context.canvas.text
        let missing = visibleTexts(in: root, size: size).filter { !shows($0, on: screen) }
        #expect(
            missing.isEmpty,
            "\(path): not on screen: \(missing.map { "'\($0)'" }.joined(separator: ", "))\n--- screen (\(size.width)x\(size.height)) ---\n\(screen)")
    }

    @Test(.enabled(if: !files.isEmpty, "no real Interface Builder files on this machine"))
    func everyFileIsReadAsInterfaceBuilders() throws {
        #expect(Self.files.count >= 17)
        for path in Self.files {
            let document = try NibDocument(contentsOf: path)
            #expect(document.dialect == .interfaceBuilder, "\(path)")
        }
    }

    /// The apps' 41 files are all here, read by the tests above and below: none is skipped.
    @Test(.enabled(if: !appFiles.isEmpty, "no apps' Interface Builder files on this machine"))
    func everyAppsFileIsTried() {
        #expect(
            Self.appFiles.count + Self.appKitFiles.count >= 41 && Self.appKitFiles.count == 3, "\(Self.appFiles.count) UIKit, \(Self.appKitFiles.count) AppKit")
    }

    /// An app's file has no error, however much of it NibKit does not show: each warning says
    /// at its line what is not shown, or not connected, and why.
    @Test(.enabled(if: !appFiles.isEmpty, "no apps' Interface Builder files on this machine"), arguments: appFiles)
    func validatesWithWarningsOnlyForWhatIsNotShown(path: String) {
        Self.expectWarningsOnly(path)
    }

    @Test(.enabled(if: !appKitFiles.isEmpty, "no apps' AppKit files on this machine"), arguments: appKitFiles)
    func anAppKitFileValidatesWithWarningsOnlyForWhatIsNotShown(path: String) {
        Self.expectWarningsOnly(path)
    }

    static func expectWarningsOnly(_ path: String) {
        let result = Validation.check([path], catalog: ClassCatalog.builtIn())
        #expect(result.lines.isEmpty, "\(path):\n\(result.lines.joined(separator: "\n"))")
        let unplaced = result.warnings.filter { !$0.hasPrefix(path + ":") || !$0.contains(": warning: ") }
        #expect(unplaced.isEmpty, "warnings without a line: \(unplaced)")
    }

    /// The texts of labels, button titles, and text fields' text or placeholder, of views shown
    /// (not hidden, nor in a hidden view) whose frame lies inside the terminal and inside every
    /// view around it.
    static func visibleTexts(in root: View, size: Size = size) -> [String] {
        var texts: [String] = []
        func visit(_ view: View, origin: Point, clip: Rect) {
            guard !view.isHidden else { return }
            let frame = Rect(x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width, height: view.frame.height)
            let inside = frame.x >= clip.x && frame.y >= clip.y && frame.maxX <= clip.maxX && frame.maxY <= clip.maxY
            let text: String?
            switch view {
            case let label as Label: text = label.text
            case let button as Button: text = button.title.isEmpty ? nil : button.currentTitle  // not a picture's name, shown in its stead
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
