import NibKitTesting
import Testing

@testable import NibKit

/// A page control draws a dot a page, `●` the current one; Left and Right, or a click on a dot,
/// change the page and send `.valueChanged`; setting the page in code sends nothing.
@Suite("Page control")
@MainActor
struct PageControlTests {
    func launch(_ attributes: String = #"numberOfPages="4" currentPage="1""#) throws -> (HeadlessApp, PageControl, Owner) {
        let harness = HeadlessApp(emptyWindow: Size(width: 11, height: 2))
        let owner = Owner()
        let objects = try nib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
            <pageControl id="pages" \(attributes)>
              <rect key="frame" x="0" y="0" width="11" height="1"/>
              <connections><action selector="pressed:" destination="-1" eventType="valueChanged"/></connections>
            </pageControl>
            """
        ).instantiate(owner: owner)
        let control = try #require(objects.first as? PageControl)
        harness.window.addSubview(control)
        harness.redraw()
        return (harness, control, owner)
    }

    @Test func aDotAPageTheCurrentOneFull() throws {
        let (harness, control, _) = try launch()
        #expect(control.numberOfPages == 4 && control.currentPage == 1)
        #expect(harness.line(0) == "  ○ ● ○ ○", "\(harness.text)")
    }

    @Test func arrowsAndClicksChangeThePageAndSendValueChanged() throws {
        let (harness, control, owner) = try launch()
        #expect(control.becomeFirstResponder())
        harness.press(.right)
        #expect(control.currentPage == 2 && owner.received == ["pressed:"])
        harness.press(.right, .right)
        #expect(control.currentPage == 3 && owner.received.count == 2, "the last page stays the last, and sends nothing more")
        harness.click(at: Point(x: 2, y: 0))
        #expect(control.currentPage == 0 && owner.received.count == 3)
        harness.click(at: Point(x: 3, y: 0))
        #expect(control.currentPage == 0 && owner.received.count == 3, "between two dots is no page")
        control.currentPage = 9
        #expect(control.currentPage == 3 && owner.received.count == 3, "set in code: kept within the pages, nothing sent")
    }

    @Test func aSinglePageMayHide() throws {
        let (harness, _, _) = try launch(#"numberOfPages="1" hidesForSinglePage="YES""#)
        #expect(harness.line(0).trimmingCharacters(in: .whitespaces).isEmpty)
    }
}
