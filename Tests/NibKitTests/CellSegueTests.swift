import NibKitTesting
import Testing

@testable import NibKit

/// A storyboard's prototype cell starts its segues when the user selects its row, as UIKit's
/// selection segues, and its accessory segues when the user presses its detail button: the cell
/// is the sender, and `indexPath(for:)` finds its row.
@Suite("Cell segues")
@MainActor
struct CellSegueTests {
    /// A list of books whose rows push a detail scene.
    final class BookList: ViewController, TableViewDataSource, TableViewDelegate {
        @Outlet var tableView: TableView?
        let books = ["Emma", "Persuasion", "Sanditon"]
        var prepared: [(identifier: String?, row: Int?)] = []
        var refuses = false
        var detailsAsked: [Int] = []

        func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { detailsAsked.append(indexPath.row) }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { books.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
            cell.textLabel?.text = books[indexPath.row]
            return cell
        }

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { !refuses }

        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            let row = (sender as? TableViewCell).flatMap { tableView?.indexPath(for: $0) }?.row
            prepared.append((segue.identifier, row))
            segue.destination.title = row.map { books[$0] }
        }
    }

    static let storyboard = """
        <document type="NibKit.Storyboard" version="1" initialViewController="nav">
          <scenes>
            <scene sceneID="navScene">
              <objects>
                <navigationController id="nav">
                  <connections><segue destination="list" kind="relationship" relationship="rootViewController"/></connections>
                </navigationController>
              </objects>
            </scene>
            <scene sceneID="listScene">
              <objects>
                <viewController id="list" customClass="BookList" title="Books">
                  <view key="view" id="listView">
                    <rect key="frame" x="0" y="0" width="30" height="8"/>
                    <subviews>
                      <tableView id="table">
                        <rect key="frame" x="0" y="0" width="30" height="8"/>
                        <prototypes>
                          <tableViewCell id="cell" reuseIdentifier="Book" accessoryType="detailButton">
                            <connections>
                              <segue destination="detail" kind="show" identifier="ShowBook"/>
                              <segue destination="detail" kind="show" identifier="ShowAbout" trigger="accessoryAction"/>
                            </connections>
                          </tableViewCell>
                        </prototypes>
                        <connections>
                          <outlet property="dataSource" destination="list"/>
                          <outlet property="delegate" destination="list"/>
                        </connections>
                      </tableView>
                    </subviews>
                  </view>
                  <connections><outlet property="tableView" destination="table"/></connections>
                </viewController>
              </objects>
            </scene>
            <scene sceneID="detailScene">
              <objects>
                <viewController id="detail" title="Detail">
                  <view key="view" id="detailView"><rect key="frame" x="0" y="0" width="30" height="8"/></view>
                </viewController>
              </objects>
            </scene>
          </scenes>
        </document>
        """

    func launch() throws -> (HeadlessApp, NavigationController, BookList) {
        try HeadlessApp.navigation(storyboard: Self.storyboard, classes: [BookList.self], size: Size(width: 30, height: 10))
    }

    @Test func selectingARowPerformsItsCellsSegueWithTheCellAsSender() throws {
        let (app, navigation, list) = try launch()
        #expect(app.application.firstResponder === list.tableView, "the table, the screen's one stop")
        app.press(.down, .down, .enter)
        #expect(list.prepared.map(\.identifier) == ["ShowBook"] && list.prepared.map(\.row) == [1])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "Persuasion")
    }

    /// Before any arrow, the table shows its focus on the first row in sight: Enter acts on it.
    @Test func enterWithNoRowSelectedActsOnTheRowTheFocusIsShownOn() throws {
        let (app, navigation, list) = try launch()
        app.press(.enter)
        #expect(list.prepared.map(\.row) == [0] && navigation.topViewController?.title == "Emma")
    }

    @Test func aClickOnARowPerformsItToo() throws {
        let (app, navigation, list) = try launch()
        #expect(app.click("Sanditon"))
        #expect(list.prepared.map(\.row) == [2] && navigation.topViewController?.title == "Sanditon")
    }

    @Test func theControllerMayRefuse() throws {
        let (app, navigation, list) = try launch()
        list.refuses = true
        app.press(.down, .enter)
        #expect(list.prepared.isEmpty && navigation.viewControllers.count == 1)
        #expect(list.tableView?.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "the row is selected all the same")
    }

    @Test func aClickOnTheDetailButtonPerformsTheAccessorySegueNotTheSelection() throws {
        let (app, navigation, list) = try launch()
        #expect(app.line(2).hasSuffix("Persuasion" + String(repeating: " ", count: 17) + "ⓘ"), "the detail button at the row's right: \(app.line(2))")
        app.click(at: Point(x: 28, y: 2))
        #expect(list.detailsAsked == [1], "the delegate hears first")
        #expect(list.prepared.map(\.identifier) == ["ShowAbout"] && list.prepared.map(\.row) == [1])
        #expect(navigation.topViewController?.title == "Persuasion")
        #expect(list.tableView?.indexPathForSelectedRow == nil, "the row is not selected by its detail button")
    }

    @Test func tabReachesTheSelectedRowsDetailButton() throws {
        let (app, navigation, list) = try launch()
        list.tableView?.selectRow(at: IndexPath(row: 2, section: 0))
        app.press(.tab)
        #expect(app.application.firstResponder === list.tableView?.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryButton)
        app.press(.enter)
        #expect(list.detailsAsked == [2] && list.prepared.map(\.identifier) == ["ShowAbout"])
        #expect(navigation.topViewController?.title == "Sanditon")
    }
}
