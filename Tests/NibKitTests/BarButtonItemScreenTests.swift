import NibKitTesting
import Testing

@testable import NibKit

/// A storyboard puts bar button items on its controllers' navigation bars, by key, as Xcode
/// writes them: titled, or system items drawn as their names; each sends its action to its
/// target, or performs its segue, when pressed; an outlet holds it.
@Suite("Bar button items in screens")
@MainActor
struct BarButtonItemScreenTests {
    /// A list whose bar has Edit on the left, and Add (a segue) and Sort (an action) on the right.
    final class Shelf: ViewController {
        @Outlet var sortButton: BarButtonItem?
        var sorted: [BarButtonItem] = []
        func sort(_ sender: BarButtonItem) { sorted.append(sender) }
        override class var actionTable: ActionTable { super.actionTable + ["sort:": .init(Shelf.sort)] }
    }

    static let storyboard = """
        <document type="NibKit.Storyboard" version="1" initialViewController="nav">
          <scenes>
            <scene sceneID="navScene">
              <objects>
                <navigationController id="nav">
                  <connections><segue destination="shelf" kind="relationship" relationship="rootViewController"/></connections>
                </navigationController>
              </objects>
            </scene>
            <scene sceneID="shelfScene">
              <objects>
                <viewController id="shelf" customClass="Shelf" title="Shelf">
                  <view key="view" id="shelfView"><rect key="frame" x="0" y="0" width="40" height="8"/></view>
                  <barButtonItem key="leftBarButtonItems" systemItem="edit" enabled="NO" id="edit"/>
                  <barButtonItem key="rightBarButtonItems" systemItem="add" id="add">
                    <connections><segue destination="detail" kind="show" identifier="AddBook"/></connections>
                  </barButtonItem>
                  <barButtonItem key="rightBarButtonItems" title="Sort" id="sort">
                    <connections><action selector="sort:" destination="shelf"/></connections>
                  </barButtonItem>
                  <connections><outlet property="sortButton" destination="sort"/></connections>
                </viewController>
              </objects>
            </scene>
            <scene sceneID="detailScene">
              <objects>
                <viewController id="detail" title="New Book">
                  <view key="view" id="detailView"><rect key="frame" x="0" y="0" width="40" height="8"/></view>
                </viewController>
              </objects>
            </scene>
          </scenes>
        </document>
        """

    func launch() throws -> (HeadlessApp, NavigationController, Shelf) {
        try HeadlessApp.navigation(storyboard: Self.storyboard, classes: [Shelf.self], size: Size(width: 40, height: 10))
    }

    @Test func theItemsStandOnTheBarInOrder() throws {
        let (app, _, shelf) = try launch()
        #expect(shelf.navigationItem.leftBarButtonItems.map(\.title) == ["Edit"])
        #expect(shelf.navigationItem.rightBarButtonItems.map(\.title) == ["Add", "Sort"])
        #expect(shelf.navigationItem.leftBarButtonItem?.isEnabled == false)
        #expect(shelf.sortButton === shelf.navigationItem.rightBarButtonItems.last, "an outlet holds it")
        let bar = app.line(0)
        #expect(bar.contains("Edit") && bar.contains("Shelf") && bar.hasSuffix("Add  Sort"), "\(bar)")
    }

    @Test func anItemSendsItsActionAndAnotherPerformsItsSegue() throws {
        let (app, navigation, shelf) = try launch()
        #expect(app.click("Sort"))
        #expect(shelf.sorted.count == 1 && shelf.sorted.first === shelf.sortButton, "the item is the sender")
        #expect(app.click("Add"))
        #expect(navigation.topViewController?.title == "New Book")
    }
}

/// A toolbar's items stand left to right, flexible spaces sharing the room left over; each
/// sends its action when pressed.
@Suite("Toolbars")
@MainActor
struct ToolbarTests {
    @Test func itemsStandAcrossTheToolbarAndSendTheirActions() throws {
        let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 3))
        let owner = Owner()
        let objects = try nib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
            <toolbar id="bar">
              <rect key="frame" x="0" y="2" width="40" height="1"/>
              <barButtonItem key="items" systemItem="edit" id="edit"/>
              <barButtonItem key="items" systemItem="flexibleSpace" id="space"/>
              <barButtonItem key="items" title="Share" id="share">
                <connections><action selector="pressed:" destination="-1"/></connections>
              </barButtonItem>
              <barButtonItem key="items" systemItem="trash" enabled="NO" id="trash"/>
            </toolbar>
            """
        ).instantiate(owner: owner)
        let toolbar = try #require(objects.first as? Toolbar)
        #expect(toolbar.items.map(\.title) == ["Edit", "", "Share", "Trash"] && toolbar.items[1].systemItem == .flexibleSpace)
        harness.window.addSubview(toolbar)
        harness.redraw()
        #expect(harness.line(2) == "Edit" + String(repeating: " ", count: 24) + "Share  Trash", "the last item at the right edge: \(harness.text)")
        #expect(harness.click("Share"))
        #expect(owner.received == ["pressed:"])
        #expect(harness.click("Trash") && owner.received == ["pressed:"], "a disabled item sends nothing")
    }
}
