import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

/// Menus as a Mac app's MainMenu.xib writes them: items in order, submenus, separators, check
/// marks, disabled items and key equivalents; an item's action goes to First Responder, up the
/// responder chain, when it is chosen.
@Suite @MainActor struct MenuTests {
    static let mainMenu = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="Cv1-aa-020">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <connections>
                        <outlet property="menu" destination="Vm1-aa-010" id="Ou1-aa-021"/>
                    </connections>
                </customView>
                <menu title="Main Menu" systemMenu="main" id="Mm1-aa-001">
                    <items>
                        <menuItem title="File" id="Fi1-aa-002">
                            <modifierMask key="keyEquivalentModifierMask"/>
                            <menu key="submenu" title="File" id="Fm1-aa-003">
                                <items>
                                    <menuItem title="Open…" keyEquivalent="o" id="Op1-aa-004">
                                        <connections><action selector="openDocument:" target="-1" id="Ac1-aa-005"/></connections>
                                    </menuItem>
                                    <menuItem isSeparatorItem="YES" id="Sp1-aa-006"/>
                                    <menuItem title="Save As…" keyEquivalent="S" id="Sa1-aa-007">
                                        <modifierMask key="keyEquivalentModifierMask" shift="YES" command="YES"/>
                                    </menuItem>
                                    <menuItem title="Revert" enabled="NO" id="Rv1-aa-008"/>
                                </items>
                            </menu>
                        </menuItem>
                        <menuItem title="View" id="Vi1-aa-009">
                            <menu key="submenu" title="View" id="Vm1-aa-010">
                                <items>
                                    <menuItem title="Show Toolbar" state="on" keyEquivalent="t" id="St1-aa-011">
                                        <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    </menuItem>
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>
        """

    /// Receives the menu's actions as the first responder would.
    final class Document: Responder {
        var opened = 0
        override func action(for selector: Selector) -> ActionMethod? {
            selector == "openDocument:" ? ActionMethod { (document: Document) in { (_: Any?) in document.opened += 1 } } : super.action(for: selector)
        }
    }

    func load() throws -> Menu {
        let document = try ScreenReader.read(Self.mainMenu, file: "MainMenu.xib", vocabulary: .nibKit)
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let objects = try Nib(document: document, name: "MainMenu").instantiate()
        return try #require(objects.compactMap { $0 as? Menu }.first)
    }

    @Test func itemsSubmenusSeparatorsMarksAndDisabledItemsAreRead() throws {
        let menu = try load()
        #expect(menu.title == "Main Menu" && menu.items.map(\.title) == ["File", "View"])
        let file = try #require(menu.items[0].submenu)
        #expect(file.items.map(\.title) == ["Open…", "", "Save As…", "Revert"] && file.items[1].isSeparatorItem)
        #expect(file.items[3].isEnabled == false && file.items[0].menu === file)
        #expect(menu.items[1].submenu?.items.first?.state == .on)
    }

    /// A view's `menu` outlet is its context menu, opened by a right click.
    @Test func aViewsMenuOutletIsItsContextMenu() throws {
        let document = try ScreenReader.read(Self.mainMenu, file: "MainMenu.xib", vocabulary: .nibKit)
        let objects = try Nib(document: document, name: "MainMenu").instantiate()
        let view = try #require(objects.compactMap { $0 as? View }.first)
        #expect(view.contextMenu?.title == "View" && view.contextMenu === (objects.compactMap { $0 as? Menu }.first)?.items[1].submenu)
    }

    @Test func keyEquivalentsAreFoundWithTheirModifiers() throws {
        let menu = try load()
        #expect(menu.item(forKeyEquivalent: "o", modifiers: .command)?.title == "Open…", "Command unless written")
        #expect(menu.item(forKeyEquivalent: "S", modifiers: [.command, .shift])?.title == "Save As…")
        #expect(menu.item(forKeyEquivalent: "t", modifiers: [.command, .option])?.title == "Show Toolbar")
        #expect(menu.item(forKeyEquivalent: "t", modifiers: .command) == nil, "the modifiers must match")
    }

    @Test func anItemsActionGoesUpTheResponderChainToFirstResponder() throws {
        let open = try #require(try load().items[0].submenu?.items[0])
        #expect(open.target == nil && open.action == "openDocument:", "connected to First Responder: nil-targeted")
        let harness = HeadlessApp(emptyWindow: Size(width: 10, height: 2))
        let document = Document()
        harness.application.delegate = document
        #expect(open.choose(in: harness.application) && document.opened == 1, "found up the chain, at the application's delegate")
    }
}
