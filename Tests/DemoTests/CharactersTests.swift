import NibKitTesting
import Testing

@testable import Demos
@testable import NibKit

@Suite("Characters")
@MainActor
struct CharactersTests {
    /// The demo, its list filled and laid out.
    private func characters(size: Size = Size(width: 80, height: 24)) throws -> (DemoHarness, CharactersViewController, TableView) {
        let demo = try DemoHarness(.characters, size: size)
        let controller = try #require(demo.root as? CharactersViewController)
        let table = try #require(controller.tableView)
        return (demo, controller, table)
    }

    @Test func itListsOverTenThousandCharactersInSectionsWithCellsFromTheirOwnScreen() throws {
        let (demo, controller, table) = try characters()
        #expect(controller.catalog.characterCount > 10_000)
        #expect(table.numberOfSections == controller.catalog.sections.count)
        #expect(demo.text.contains("Basic Latin"), "\(demo.text)")
        #expect(demo.text.contains("U+0021"), "\(demo.text)")
        #expect(demo.text.contains("EXCLAMATION MARK"), "\(demo.text)")
        #expect(table.visibleCells.allSatisfy { $0 is CharacterCell }, "cells come from CharacterCell.xib")
        #expect(table.numberOfCellsMade <= 24, "only visible rows have cells: \(table.numberOfCellsMade)")
        #expect(demo.app.reportedProblems.isEmpty, "\(demo.app.reportedProblems)")
    }

    @Test func typingInTheSearchFieldFiltersOnceTypingPausesWithTheIndicatorTurningMeanwhile() throws {
        let (demo, controller, _) = try characters()
        #expect(controller.searchField?.isFirstResponder == true, "the search field has focus at start")
        for character in "double arrow" { demo.press(.character(character)) }
        #expect(controller.searchIndicator?.isAnimating == true)
        #expect(controller.catalog.query == "", "not filtered while typing")
        demo.headless.advance(by: CharactersViewController.searchDelay + 0.01)
        #expect(controller.searchIndicator?.isAnimating == false)
        #expect(controller.catalog.query == "double arrow")
        #expect(demo.text.contains("RIGHTWARDS DOUBLE ARROW"), "\(demo.text)")
        #expect(!demo.text.contains("Basic Latin"), "\(demo.text)")
    }

    @Test func enterOnARowOpensItsDetailsWithTheNewControlsAndEscClosesThem() throws {
        let (demo, controller, _) = try characters()
        for character in "U+2192" { demo.press(.character(character)) }
        demo.press(.enter)  // searches at once and goes to the list
        demo.press(.down, .enter)
        let detail = try #require(controller.presentedViewController as? CharacterDetailViewController)
        #expect(detail.character == "→")
        #expect(demo.text.contains("RIGHTWARDS ARROW"), "\(demo.text)")
        #expect(demo.text.contains("UTF-8 E2 86 92"), "\(demo.text)")
        #expect(demo.text.contains("1 of 1"), "\(demo.text)")
        #expect(detail.positionView?.progress == 1)
        // The segmented control picks what the preview shows; the stepper, how many times.
        #expect(detail.showControl?.isFirstResponder == true, "the sheet's first control has focus")
        demo.press(.right)
        #expect(detail.previewLabel?.text == "U+2192")
        let segments = try #require(detail.showControl).frameInWindow
        demo.click(at: Point(x: segments.x + segments.width * 5 / 6, y: segments.y))  // the third, UTF-8
        #expect(detail.previewLabel?.text == "E2 86 92")
        demo.press(.left)
        let stepper = try #require(detail.repeatStepper).frameInWindow
        demo.click(at: Point(x: stepper.maxX - 3, y: stepper.y))  // its + half
        #expect(detail.previewLabel?.text == "U+2192 U+2192")
        #expect(demo.text.contains("2 times"), "\(demo.text)")
        demo.press(.escape)
        #expect(controller.presentedViewController == nil)
    }

    /// On a terminal too small for the sheet, the sheet keeps within it and its form scrolls:
    /// Tab to the notes brings them into sight, inside the sheet's border.
    @Test func onASmallTerminalTheSheetsFormScrollsToTheFocusedControl() throws {
        let (demo, controller, _) = try characters(size: Size(width: 40, height: 12))
        demo.press(.enter, .down, .enter)
        let detail = try #require(controller.presentedViewController as? CharacterDetailViewController)
        let sheet = detail.view.frameInWindow
        #expect(sheet == Rect(x: 0, y: 0, width: 40, height: 12), "\(demo.text)")
        let notes = try #require(detail.notesView)
        while !notes.isFirstResponder { demo.press(.tab) }
        let shown = notes.visibleFrameInWindow
        #expect(shown == notes.frameInWindow, "the notes in sight whole:\n\(demo.text)")
        #expect(shown.minX > sheet.minX && shown.maxX < sheet.maxX && shown.maxY < sheet.maxY, "inside the border:\n\(demo.text)")
    }

    @Test func aFavouriteIsStarredInTheListAndNotesAreKept() throws {
        let (demo, controller, _) = try characters()
        for character in "U+2192" { demo.press(.character(character)) }
        demo.press(.enter, .down, .enter)
        let detail = try #require(controller.presentedViewController as? CharacterDetailViewController)
        let favourite = try #require(detail.favouriteSwitch)
        demo.click(at: favourite.frameInWindow.origin)
        #expect(favourite.isOn)
        demo.press(.tab)
        #expect(detail.notesView?.isFirstResponder == true, "Tab from the switch goes to the notes")
        for character in "points right" { demo.press(.character(character)) }
        demo.click("Close")
        #expect(controller.presentedViewController == nil)
        #expect(demo.text.contains("★"), "\(demo.text)")
        #expect(controller.notes.notes["→"] == "points right")
        demo.press(.enter)
        let again = try #require(controller.presentedViewController as? CharacterDetailViewController)
        #expect(again.notesView?.text == "points right")
        #expect(again.favouriteSwitch?.isOn == true)
    }

    @Test func deleteRemovesTheSelectedCharacter() throws {
        let (demo, controller, table) = try characters()
        demo.press(.tab)
        #expect(table.isFirstResponder)
        demo.press(.down)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(controller.catalog[0, 0] == " ")
        let count = controller.catalog.characterCount
        demo.press(.delete)
        #expect(controller.catalog.characterCount == count - 1)
        #expect(controller.catalog[0, 0] == "!")
        #expect(demo.text.contains("\((count - 1).grouped) characters"), "\(demo.text)")
    }

    @Test func bracketsMoveACharacterWithinItsBlockAndNoFurther() throws {
        let (demo, controller, table) = try characters()
        demo.press(.tab)
        let last = IndexPath(row: controller.catalog.sections[0].characters.count - 1, section: 0)
        let (lastCharacter, nextBlocksFirst) = (controller.catalog[0, last.row], controller.catalog[1, 0])
        table.selectRow(at: last, scrollPosition: .none)
        demo.press(.character("]"))
        #expect(table.indexPathForSelectedRow == last, "the character stays at the end of its block")
        #expect(controller.catalog[0, last.row] == lastCharacter && controller.catalog[1, 0] == nextBlocksFirst)
        demo.press(.character("["))
        #expect(table.indexPathForSelectedRow == IndexPath(row: last.row - 1, section: 0))
        #expect(controller.catalog[0, last.row - 1] == lastCharacter, "moved up within its block")
    }

    @Test func theListScrollsAHeldDownArrowThroughOnlyAScreenfulOfCells() throws {
        let (demo, _, table) = try characters()
        demo.press(.tab)
        for _ in 0..<500 { demo.press(.down) }
        #expect(table.indexPathForSelectedRow.map { $0.section > 0 || $0.row > 90 } == true)
        #expect(table.numberOfCellsMade <= 24, "\(table.numberOfCellsMade) cells made")
    }
}
