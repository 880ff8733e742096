import NibKitTesting
import Testing

@testable import NibKit

/// The application's main menu on the top row: F10 or a click opens a menu under its title;
/// the arrows, Enter and Esc work it; its items' key equivalents (Command as Control) choose
/// them from anywhere; a chosen item's action goes up the responder chain.
@Suite @MainActor struct MenuBarTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 10))
    let document = Document()
    let field = TextField(frame: Rect(x: 0, y: 2, width: 20, height: 1))

    /// Answers the menu's actions, as an app's delegate does.
    final class Document: Responder {
        var chosen: [String] = []
        override func action(for selector: Selector) -> ActionMethod? {
            ["openDocument:", "toggleToolbar:"].contains(selector.name)
                ? ActionMethod { (document: Document) in { (_: Any?) in document.chosen.append(selector.name) } } : super.action(for: selector)
        }
    }

    init() {
        let file = Menu(title: "File")
        file.addItem(MenuItem(title: "Open…", action: "openDocument:", keyEquivalent: "o"))
        file.addItem(.separator())
        let revert = MenuItem(title: "Revert")
        revert.isEnabled = false
        file.addItem(revert)
        file.addItem(MenuItem(title: "Quit", action: "terminate:", keyEquivalent: "q"))
        let view = Menu(title: "View")
        let toolbar = MenuItem(title: "Show Toolbar", action: "toggleToolbar:")
        toolbar.state = .on
        view.addItem(toolbar)
        let main = Menu(title: "Main Menu")
        for submenu in [file, view] {
            let item = MenuItem(title: submenu.title)
            item.submenu = submenu
            main.addItem(item)
        }
        harness.window.addSubview(field)
        harness.application.delegate = document
        harness.application.mainMenu = main
        harness.application.processEvents()
    }

    @Test func theBarShowsItsMenusOnTheTopRow() {
        #expect(harness.line(0) == "  File  View", "\(harness.text)")
        #expect(harness.cell(0, 0).background == .brightBlack)
    }

    /// The bar and the root view under it follow the window's size, whatever size it had when
    /// the bar came (a program sets its main menu before the terminal sizes the window).
    @Test func theBarSpansTheWindowAsItsSizeChanges() {
        let menu = harness.application.mainMenu
        harness.application.mainMenu = nil
        harness.application.window.frame = .zero
        harness.application.mainMenu = menu
        harness.resize(to: Size(width: 60, height: 12))
        #expect(harness.cell(59, 0).background == .brightBlack, "\(harness.text)")
        #expect(harness.application.window.menuBar?.frame == Rect(x: 0, y: 0, width: 60, height: 1))
    }

    @Test func f10OpensTheFirstMenuUnderItsTitleWithItsKeysAndMarks() {
        harness.press(.function(10))
        #expect(harness.line(1) == " ┌─────────────┐", "\(harness.text)")
        #expect(harness.line(2) == " │  Open…   ^O │")
        #expect(harness.line(3) == " ├─────────────┤")
        #expect(harness.line(4) == " │  Revert     │" && harness.cell(4, 4).style.contains(.dim), "a disabled item, dim")
        #expect(harness.line(5) == " │  Quit    ^Q │")
        #expect(harness.cell(2, 2).style.contains(.reverse), "the first item highlighted")
        #expect(harness.cell(2, 0).style.contains(.reverse), "its title on the bar too")
    }

    @Test func downSkipsWhatCannotBeChosenAndEnterChoosesThenFocusGoesBack() {
        #expect(field.becomeFirstResponder())
        harness.press(.function(10))
        harness.press(.down)
        harness.press(.up)
        harness.press(.enter)
        #expect(document.chosen == ["openDocument:"], "Down went to Quit, past the separator and Revert; Up back to Open…")
        #expect(harness.application.window.menuBar?.openMenu == nil && field.isFirstResponder && !harness.application.isQuitting)
    }

    /// A submenu of a menu opens beside it (Right, Enter or a click on its item); Left or Esc
    /// goes back; an item chosen in it closes them all.
    @Test func aSubmenuOpensBesideItsMenuAndChoosingClosesThemAll() {
        let recent = Menu(title: "Open Recent")
        recent.addItem(MenuItem(title: "notes.txt", action: "openDocument:"))
        let item = MenuItem(title: "Open Recent")
        item.submenu = recent
        harness.application.mainMenu?.items[0].submenu?.addItem(item)
        harness.press(.function(10))
        harness.press(.down)  // Quit, past the separator and Revert
        harness.press(.down)  // Open Recent
        #expect(harness.line(6).contains("Open Recent") && harness.line(6).contains("▸"), "\(harness.text)")
        harness.press(.right)
        #expect(harness.text.contains("notes.txt"), "beside it:\n\(harness.text)")
        harness.press(.left)
        #expect(!harness.text.contains("notes.txt") && harness.text.contains("Open Recent"), "Left goes back")
        harness.press(.enter)
        harness.press(.enter)
        #expect(document.chosen == ["openDocument:"] && harness.application.window.menuBar?.openMenu == nil)
        #expect(!harness.text.contains("notes.txt") && !harness.text.contains("Quit"), "all closed:\n\(harness.text)")
    }

    @Test func rightOpensTheNextMenuAndEscCloses() {
        harness.press(.function(10))
        harness.press(.right)
        #expect(harness.line(2).contains("✓ Show Toolbar"), "\(harness.text)")
        harness.press(.escape)
        #expect(harness.application.window.menuBar?.openMenu == nil && !harness.text.contains("Show Toolbar"))
    }

    @Test func aClickOnATitleOpensItsMenuAndAClickOnAnItemChoosesIt() {
        harness.press(8, 0)
        harness.release(8, 0)
        #expect(harness.line(2).contains("Show Toolbar"), "\(harness.text)")
        harness.press(8, 2)
        harness.release(8, 2)
        #expect(document.chosen == ["toggleToolbar:"])
    }

    @Test func aKeyEquivalentChoosesItsItemFromAnywhere() {
        #expect(field.becomeFirstResponder())
        harness.press(.control("o"))
        #expect(document.chosen == ["openDocument:"], "Command-O typed as Control-O, before the field sees it")
        harness.press(.control("q"))
        #expect(harness.application.isQuitting, "Quit sends terminate:, which ends the program")
    }
}

/// A view's context menu (NSView's `menu`): a right click opens it where it is clicked; the
/// arrows and Enter choose, and the item's action goes up the responder chain.
@Suite @MainActor struct ContextMenuTests {
    @Test func aRightClickOpensTheViewsMenuThereAndEnterChooses() {
        let harness = HeadlessApp(emptyWindow: Size(width: 30, height: 10))
        let log = MenuBarTests.Document()
        harness.application.delegate = log
        let menu = Menu(title: "")
        menu.addItem(MenuItem(title: "Open", action: "openDocument:"))
        menu.addItem(MenuItem(title: "Toolbar", action: "toggleToolbar:"))
        let view = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        view.contextMenu = menu
        harness.window.addSubview(view)
        harness.send(.mouse(MouseEvent(.press(.right), at: Point(x: 4, y: 2))))
        #expect(harness.line(2) == "    ┌─────────────┐", "\(harness.text)")
        #expect(harness.line(3) == "    │  Open       │" && harness.line(4) == "    │  Toolbar    │")
        harness.press(.down)
        harness.press(.enter)
        #expect(log.chosen == ["toggleToolbar:"] && !harness.text.contains("Toolbar"), "chosen, and closed")
        harness.send(.mouse(MouseEvent(.press(.right), at: Point(x: 25, y: 8))))
        #expect(harness.line(6) == String(repeating: " ", count: 15) + "┌─────────────┐", "moved in to fit:\n\(harness.text)")
        harness.press(.escape)
        #expect(!harness.text.contains("Open"))
    }
}
