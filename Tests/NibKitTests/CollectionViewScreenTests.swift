import NibKitTesting
import Testing

@testable import NibKit

/// A screen's collection view: its flow layout by key, its prototype cells, header and footer
/// made for their identifiers and loaded with the screen's owner, its data source and delegate
/// by outlet, a prototype cell's segue performed when its item is selected; and the same as
/// Xcode writes it, in points.
@Suite("Collection views in screens")
@MainActor
struct CollectionViewScreenTests {
    /// A palette of colours, a cell each, under one header; an item's selection shows it.
    final class Palette: ViewController, CollectionViewDataSource, CollectionViewDelegate {
        @Outlet var collectionView: CollectionView?
        let colours = ["Red", "Green", "Blue", "Cyan", "Magenta"]
        var prepared: [Int] = []

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { colours.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Colour", for: indexPath)
            (cell as? Swatch)?.name?.text = colours[indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> CollectionReusableView
        {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        }

        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            guard let cell = sender as? CollectionViewCell, let item = collectionView?.indexPath(for: cell)?.item else { return }
            prepared.append(item)
            segue.destination.title = colours[item]
        }
    }

    /// A cell whose label an outlet names.
    final class Swatch: CollectionViewCell {
        @Outlet var name: Label?
    }

    static let storyboard = """
        <document type="NibKit.Storyboard" version="1" initialViewController="nav">
          <scenes>
            <scene sceneID="navScene">
              <objects>
                <navigationController id="nav">
                  <connections><segue destination="palette" kind="relationship" relationship="rootViewController"/></connections>
                </navigationController>
              </objects>
            </scene>
            <scene sceneID="paletteScene">
              <objects>
                <viewController id="palette" customClass="Palette" title="Palette">
                  <view key="view" id="paletteView">
                    <rect key="frame" x="0" y="0" width="30" height="8"/>
                    <subviews>
                      <collectionView id="grid">
                        <rect key="frame" x="0" y="0" width="30" height="8"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0" minimumInteritemSpacing="1" id="flow">
                          <size key="itemSize" width="9" height="1"/>
                          <size key="headerReferenceSize" width="0" height="1"/>
                          <inset key="sectionInset" minX="1" minY="0" maxX="0" maxY="0"/>
                        </collectionViewFlowLayout>
                        <prototypes>
                          <collectionViewCell id="swatch" reuseIdentifier="Colour" customClass="Swatch">
                            <rect key="frame" x="0" y="0" width="9" height="1"/>
                            <view key="contentView" id="swatchContent">
                              <rect key="frame" x="0" y="0" width="9" height="1"/>
                              <subviews>
                                <label id="swatchName" text="Colour"><rect key="frame" x="0" y="0" width="9" height="1"/></label>
                              </subviews>
                            </view>
                            <connections>
                              <outlet property="name" destination="swatchName"/>
                              <segue destination="detail" kind="show" identifier="ShowColour"/>
                            </connections>
                          </collectionViewCell>
                          <collectionReusableView id="title" reuseIdentifier="Title" elementKind="sectionHeader">
                            <rect key="frame" x="0" y="0" width="30" height="1"/>
                            <subviews>
                              <label id="titleLabel" text="Colours"><rect key="frame" x="1" y="0" width="10" height="1"/></label>
                            </subviews>
                          </collectionReusableView>
                        </prototypes>
                        <connections>
                          <outlet property="dataSource" destination="palette"/>
                          <outlet property="delegate" destination="palette"/>
                        </connections>
                      </collectionView>
                    </subviews>
                  </view>
                  <connections><outlet property="collectionView" destination="grid"/></connections>
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

    func launch() throws -> (HeadlessApp, NavigationController, Palette) {
        try HeadlessApp.navigation(storyboard: Self.storyboard, classes: [Palette.self, Swatch.self], size: Size(width: 30, height: 10))
    }

    @Test func itsLayoutPrototypesAndOutletsComeFromTheScreen() throws {
        let (app, _, palette) = try launch()
        let collectionView = try #require(palette.collectionView)
        #expect(collectionView.collectionViewLayout.itemSize == Size(width: 9, height: 1))
        #expect(collectionView.collectionViewLayout.sectionInset == EdgeInsets(top: 0, left: 1, bottom: 0, right: 0))
        // Below the navigation bar: the header, then three 9-wide items a line in 29 columns.
        let screen = app.lines.joined(separator: "\n")
        #expect(app.line(1) == " Colours", "\(screen)")
        #expect(app.line(2) == " Red       Green     Blue", "\(screen)")
        #expect(app.line(3) == " Cyan      Magenta", "\(screen)")
        #expect(collectionView.visibleCells.allSatisfy { $0 is Swatch }, "each cell of its prototype's class")
    }

    @Test func selectingAnItemPerformsItsCellsSegueWithTheCellAsSender() throws {
        let (app, navigation, palette) = try launch()
        app.press(.down, .down, .enter)  // the first arrow selects the first item; the next goes a line down
        #expect(palette.prepared == [3])
        #expect(navigation.topViewController?.title == "Cyan")
    }

    @Test func aClickPerformsItToo() throws {
        let (app, navigation, palette) = try launch()
        #expect(app.click("Magenta"))
        #expect(palette.prepared == [4] && navigation.topViewController?.title == "Magenta")
    }

    /// Xcode's own writing: points made cells, a content view without an id, the header by key.
    static let xcodeScreen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="20" minimumInteritemSpacing="16" id="flow">
                        <size key="itemSize" width="80" height="40"/>
                        <size key="headerReferenceSize" width="50" height="20"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="8" minY="20" maxX="8" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="cell">
                            <rect key="frame" x="0.0" y="25" width="80" height="40"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="Item" translatesAutoresizingMaskIntoConstraints="NO" id="itemLabel">
                                        <rect key="frame" x="8" y="10" width="40" height="20"/>
                                    </label>
                                </subviews>
                            </view>
                            <constraints>
                                <constraint firstAttribute="centerY" secondItem="itemLabel" secondAttribute="centerY" id="c1"/>
                                <constraint firstAttribute="centerX" secondItem="itemLabel" secondAttribute="centerX" id="c2"/>
                            </constraints>
                        </collectionViewCell>
                    </cells>
                    <collectionReusableView key="sectionHeaderView" opaque="NO" contentMode="center" reuseIdentifier="Section" id="header">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                    </collectionReusableView>
                </collectionView>
            </objects>
        </document>
        """

    @Test func xcodesFlowLayoutIsReadInCells() throws {
        var screens = InMemoryScreens()
        screens.add(bytes: Array(Self.xcodeScreen.utf8), named: "Grid")
        let nib = try Nib(named: "Grid", source: screens)
        let collectionView = try #require(try nib.instantiate(owner: nil).compactMap { $0 as? CollectionView }.first)
        let layout = collectionView.collectionViewLayout
        #expect(layout.itemSize == Size(width: 10, height: 2), "80x40 points")
        #expect(layout.minimumLineSpacing == 1 && layout.minimumInteritemSpacing == 2, "20 points down, 16 across")
        #expect(layout.headerReferenceSize.height == 1 && layout.footerReferenceSize == .zero)
        #expect(layout.sectionInset == EdgeInsets(top: 1, left: 1, bottom: 0, right: 1))
        #expect(collectionView.prototypeIdentifiers == ["Cell"])
        #expect(collectionView.prototypeSupplementaryIdentifiers == [CollectionView.elementKindSectionHeader: "Section"])
    }

    @Test func xcodesPrototypeCellShowsItsContent() throws {
        var screens = InMemoryScreens()
        screens.add(bytes: Array(Self.xcodeScreen.utf8), named: "Grid")
        let collectionView = try #require(try Nib(named: "Grid", source: screens).instantiate(owner: nil).compactMap { $0 as? CollectionView }.first)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        let label = try #require(cell.contentView.subviews.first as? Label, "the content view Xcode wrote without an id holds the label")
        #expect(label.text == "Item")
    }
}

/// Cells and headers from screens of their own, registered by code, as UIKit's
/// `register(_:forCellWithReuseIdentifier:)` with a UINib.
@Suite("Collection views: cells from nibs")
@MainActor
struct CollectionViewNibTests {
    static let cellScreen = """
        <document type="NibKit.XIB" version="1"><objects>
          <collectionViewCell id="cell" reuseIdentifier="Tile">
            <rect key="frame" x="0" y="0" width="8" height="1"/>
            <view key="contentView" id="content">
              <rect key="frame" x="0" y="0" width="8" height="1"/>
              <subviews><label id="name" text="tile"><rect key="frame" x="0" y="0" width="8" height="1"/></label></subviews>
            </view>
          </collectionViewCell>
        </objects></document>
        """
    static let headerScreen = """
        <document type="NibKit.XIB" version="1"><objects>
          <collectionReusableView id="header" reuseIdentifier="Head">
            <rect key="frame" x="0" y="0" width="20" height="1"/>
            <subviews><label id="title" text="== header =="><rect key="frame" x="0" y="0" width="20" height="1"/></label></subviews>
          </collectionReusableView>
        </objects></document>
        """

    final class Tiles: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
            -> CollectionReusableView
        { collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Head", for: indexPath) }
    }

    @Test func cellsAndHeadersComeFromTheirScreensAndAreReused() throws {
        var screens = InMemoryScreens()
        screens.add(bytes: Array(Self.cellScreen.utf8), named: "Tile")
        screens.add(bytes: Array(Self.headerScreen.utf8), named: "Head")
        let app = HeadlessApp(emptyWindow: Size(width: 26, height: 4))
        let layout = CollectionViewFlowLayout()
        (layout.itemSize, layout.minimumLineSpacing, layout.headerReferenceSize) = (Size(width: 8, height: 1), 0, Size(width: 0, height: 1))
        let collectionView = CollectionView(frame: Rect(x: 0, y: 0, width: 26, height: 4), collectionViewLayout: layout)
        collectionView.register(try Nib(named: "Tile", source: screens), forCellWithReuseIdentifier: "Tile")
        collectionView.register(
            try Nib(named: "Head", source: screens), forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Head")
        let source = Tiles()
        collectionView.dataSource = source
        app.window.addSubview(collectionView)
        #expect(app.line(0).hasPrefix("== header =="), "\(app.lines.joined(separator: "\n"))")
        #expect(app.line(1).hasPrefix("tile     tile     tile "), "\(app.lines.joined(separator: "\n"))")
        collectionView.setContentOffset(Point(x: 0, y: 6))
        #expect(app.line(0).hasPrefix("tile     tile     tile "), "scrolled past the header")
        #expect(collectionView.numberOfCellsMade <= 12, "made for the lines in sight, then reused: \(collectionView.numberOfCellsMade)")
    }
}
