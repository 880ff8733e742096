import NibKit
import NibKitTesting
import Testing

@testable import TipSplitter

/// The form, driven headless as a person would: no terminal, the screen drawn as text.
struct TipViewControllerTests {
    @Test func splittingShowsTheTotalAndEachShare() throws {
        let app = try HeadlessApp(root: TipViewController())
        app.click("42.50")
        for character in "120" { app.press(.character(character)) }
        app.click("Split")
        #expect(app.text.contains("Total 138.00 · each pays 69.00"), "\(app.text)")
    }

    @Test func moreTipAndMorePeopleChangeTheShare() throws {
        let app = try HeadlessApp(root: TipViewController())
        app.click("42.50")
        for character in "100" { app.press(.character(character)) }
        app.click("20%")
        let plus = try #require(app.location(of: "2 people"))
        app.click(at: Point(x: plus.x - 7, y: plus.y))
        #expect(app.text.contains("3 people"), "\(app.text)")
        app.click("Split")
        #expect(app.text.contains("Total 120.00 · each pays 40.00"), "\(app.text)")
    }

    @Test func splittingNoBillAsksForOne() throws {
        let app = try HeadlessApp(root: TipViewController())
        app.click("Split")
        #expect(app.text.contains("Type the bill's amount first"), "\(app.text)")
        app.click("OK")
        #expect(!app.text.contains("Type the bill's amount first"), "\(app.text)")
    }
}

/// The arithmetic, without the screen.
struct BillTests {
    @Test func aBillIsReadAsTyped() {
        #expect(Bill(typed: "42.5", tipPercent: 0, people: 1)?.cents == 4250)
        #expect(Bill(typed: "42", tipPercent: 0, people: 1)?.cents == 4200)
        #expect(Bill(typed: ".99", tipPercent: 0, people: 1)?.cents == 99)
        #expect(Bill(typed: "", tipPercent: 0, people: 1) == nil)
        #expect(Bill(typed: "0", tipPercent: 0, people: 1) == nil)
    }

    @Test func sharesAreRoundedUpSoTheyCoverTheTotal() {
        let bill = Bill(cents: 10000, tipPercent: 0, people: 3)
        #expect(bill.shareCents == 3334)
        #expect(bill.shareCents * bill.people >= bill.totalCents)
        #expect(Bill.amount(3334) == "33.34")
        #expect(Bill.amount(105) == "1.05")
    }
}
