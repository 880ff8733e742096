import NibKitTesting
import Testing

@testable import NibKit

@Suite @MainActor struct WidgetButtonTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 12))
    let button = Button(title: "Howdy!", frame: Rect(x: 5, y: 2, width: 12, height: 1))
    let log = ActionLog()

    init() {
        harness.window.addSubview(button)
        log.watch(button, .touchDown, .touchDragInside, .touchDragOutside, .touchUpInside, .touchUpOutside, .primaryActionTriggered)
        harness.application.processEvents()
    }

    @Test func drawsItsTitleInBracketsCentred() {
        #expect(harness.line(2) == "      [ Howdy! ]")
        button.isBordered = false
        #expect(harness.line(2) == "        Howdy!")
    }

    /// A terminal draws no picture in a button of one row: one with a picture and no title shows
    /// the picture's name, the highlighted state's while it is pressed.
    @Test func aPictureWithoutATitleIsShownByName() {
        button.title = ""
        button.setImageName("link", for: .normal)
        button.setImageName("link*", for: .highlighted)
        #expect(harness.line(2) == "       [ link ]")
        harness.send(.mouse(MouseEvent(.press(.left), at: Point(x: 10, y: 2))))
        #expect(button.currentTitle == "link*")
        button.title = "Go"
        #expect(button.currentTitle == "Go", "a title wins over the picture's name")
    }

    /// A button with neither title nor picture is a bare hit area laid over other views, as
    /// Xcode's custom buttons are: it draws nothing, and marks what lies under it while it is
    /// focused (underlined) or pressed (reversed); a click still sends its action.
    @Test func aButtonWithNothingToShowMarksWhatLiesUnderIt() {
        let swatch = Label(text: "Colour", frame: Rect(x: 6, y: 2, width: 6, height: 1))
        button.removeFromSuperview()
        harness.window.addSubview(swatch)
        harness.window.addSubview(button)
        button.title = ""
        #expect(harness.line(2) == "      Colour", "nothing of the button's own drawn over the label")
        button.becomeFirstResponder()
        harness.application.processEvents()
        #expect(harness.cell(6, 2).style.contains(.underline), "focused: the area under it underlined")
        harness.press(8, 2)
        #expect(harness.cell(6, 2).style.contains(.reverse), "pressed: reversed")
        harness.release(8, 2)
        #expect(log.entries.contains("touchUpInside"))
    }

    /// AppKit's check box: its box shows whether it is on; a click or Space turns it on or
    /// off, then sends its actions.
    @Test func aCheckBoxTurnsOnAndOffThenSendsItsActions() {
        button.buttonType = .check
        #expect(harness.line(2) == "      [ ] Howdy!")
        harness.press(8, 2)
        harness.release(8, 2)
        #expect(button.isSelected && harness.line(2) == "      [x] Howdy!")
        #expect(log.entries.suffix(2) == ["touchUpInside", "primaryActionTriggered"])
        #expect(button.becomeFirstResponder())
        harness.press(.character(" "))
        #expect(!button.isSelected && harness.line(2) == "      [ ] Howdy!", "Space turns it off")
    }

    /// AppKit's radio buttons: a click turns one on and the others beside it off.
    @Test func aRadioButtonTurnsTheOthersBesideItOff() {
        let (small, large) = (
            Button(title: "Small", frame: Rect(x: 0, y: 4, width: 12, height: 1)), Button(title: "Large", frame: Rect(x: 0, y: 5, width: 12, height: 1))
        )
        for radio in [small, large] {
            radio.buttonType = .radio
            harness.window.addSubview(radio)
        }
        harness.press(1, 4)
        harness.release(1, 4)
        #expect(small.isSelected && !large.isSelected && harness.line(4) == " (•) Small" && harness.line(5) == " ( ) Large")
        harness.press(1, 5)
        harness.release(1, 5)
        #expect(!small.isSelected && large.isSelected && harness.line(4) == " ( ) Small" && harness.line(5) == " (•) Large")
    }

    @Test func itsTitleSitsAtTheLeadingOrTrailingEdgeWhenAligned() {
        button.contentHorizontalAlignment = .leading
        #expect(harness.line(2) == "     [ Howdy! ]")
        button.contentHorizontalAlignment = .trailing
        #expect(harness.line(2) == "       [ Howdy! ]")
        button.isBordered = false
        #expect(harness.line(2) == "           Howdy!")
        button.contentHorizontalAlignment = .center
        #expect(harness.line(2) == "        Howdy!")
    }

    /// A screen's buttons, one for each alignment, as wide as the screen: the titles at the
    /// left, in the middle and at the right, bordered or not.
    @Test func aScreenSetsEachButtonsTitleAlignment() throws {
        let buttons = ContentHorizontalAlignment.allCases.enumerated().map { row, alignment in
            #"<button id="b\#(row)" title="\#(alignment.rawValue)" contentHorizontalAlignment="\#(alignment.rawValue)" bordered="\#(row == 1 ? "NO" : "YES")"><rect key="frame" x="0" y="\#(row)" width="24" height="1"/></button>"#
        }
        var screens = InMemoryScreens()
        screens.add(
            bytes: Array(
                #"""
                <document version="1"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet property="view" destination="root"/></connections></placeholder>
                <view id="root"><rect key="frame" x="0" y="0" width="24" height="3"/><subviews>\#(buttons.joined())</subviews></view></objects></document>
                """#.utf8), named: "Aligned")
        let controller = ViewController(nibName: "Aligned")
        controller.screenSource = screens
        let app = try HeadlessApp(root: controller, size: Size(width: 24, height: 3))
        let aligned = controller.view.subviews.compactMap { $0 as? Button }.map(\.contentHorizontalAlignment)
        #expect(aligned == ContentHorizontalAlignment.allCases)
        assertSnapshot(app, named: "button-title-alignment-24x3")
    }

    /// UIButton's titles per state: the one for the current state, else the normal one.
    @Test func aTitlePerState() {
        button.setTitle("Wait", for: .disabled)
        button.setTitle("Now!", for: .highlighted)
        button.setTitleColor(.red, for: .highlighted)
        #expect(button.title(for: .selected) == nil && button.title(for: .normal) == "Howdy!")
        harness.press(8, 2)
        #expect(harness.line(2) == "       [ Now! ]", "pressed: the highlighted title")
        #expect(harness.cell(9, 2).foreground == .red)
        harness.release(8, 2)
        #expect(harness.line(2) == "      [ Howdy! ]", "released: the normal title")
        button.isEnabled = false
        #expect(harness.line(2) == "       [ Wait ]" && button.currentTitle == "Wait")
        button.isSelected = true
        #expect(button.state == [.disabled, .selected] && button.currentTitle == "Howdy!", "no title for disabled and selected: the normal one")
        button.title = "Hi!"
        #expect(button.title(for: .normal) == "Hi!")
    }

    @Test func clickSendsTouchDownThenTouchUpInside() {
        harness.press(8, 2)
        #expect(log.entries == ["touchDown"])
        #expect(button.isHighlighted)
        #expect(harness.cell(8, 2).style.contains(.reverse))
        harness.release(8, 2)
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(!button.isHighlighted)
    }

    @Test func releaseOutsideSendsTouchUpOutside() {
        harness.press(8, 2)
        harness.drag(9, 2)
        harness.drag(30, 6)
        #expect(!button.isHighlighted)
        harness.drag(10, 2)
        #expect(button.isHighlighted)
        harness.drag(30, 6)
        harness.release(30, 6)
        #expect(log.entries == ["touchDown", "touchDragInside", "touchDragOutside", "touchDragInside", "touchDragOutside", "touchUpOutside"])
    }

    @Test func clickFocusesTheButtonAndFocusShows() {
        harness.click(8, 2)
        #expect(button.isFirstResponder)
        #expect(harness.cell(8, 2).style.contains(.bold))
    }

    @Test func enterOrSpaceOnTheFocusedButtonIsAClick() {
        harness.application.setFirstResponder(button)
        harness.press(.enter)
        harness.press(.character(" "))
        #expect(log.entries == ["touchUpInside", "primaryActionTriggered", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func disabledButtonIsDimAndSendsNothing() {
        button.isEnabled = false
        harness.application.setFirstResponder(nil)  // focused at start, as the first view: the click must not focus it again
        harness.click(8, 2)
        harness.press(.enter)
        #expect(log.entries.isEmpty)
        #expect(!button.isFirstResponder)
        #expect(harness.cell(8, 2).style.contains(.dim))
    }

    @Test func titleColorAndTag() {
        button.titleColor = .red
        button.tag = 3
        #expect(harness.cell(10, 2).foreground == .red)
        #expect(harness.window.viewWithTag(3) === button)
    }
}
