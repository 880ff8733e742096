import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

/// A screen's `<variation>`s apply by the terminal's size classes, and again when a resize
/// changes them, as an iPhone turning: settings change and come back, constraints and subviews
/// are installed and left out, and the controller hears `traitCollectionDidChange(_:)`.
@Suite("Size classes")
@MainActor
struct SizeClassTests {
    /// A form whose fields stand in a column, beside each other where the width is regular;
    /// its title says which, and a note shows only where the height is compact.
    final class Form: ViewController {
        @Outlet var fields: StackView?
        @Outlet var heading: Label?
        @Outlet var note: Label?
        @Outlet var wide: LayoutConstraint?
        var changes: [String] = []

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append("\(previousTraitCollection.map(\.description) ?? "none") → \(traitCollection)")
        }
    }

    static let screen = """
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Form">
              <connections>
                <outlet property="view" destination="root"/>
                <outlet property="fields" destination="fields"/>
                <outlet property="heading" destination="title"/>
                <outlet property="note" destination="note"/>
                <outlet property="wide" destination="wide"/>
              </connections>
            </placeholder>
            <view id="root">
              <rect key="frame" x="0" y="0" width="80" height="24"/>
              <subviews>
                <label id="title" text="Column">
                  <rect key="frame" x="0" y="0" width="20" height="1"/>
                  <variation key="widthClass=regular" text="Row"/>
                </label>
                <stackView id="fields" axis="vertical" spacing="0">
                  <rect key="frame" x="0" y="2" width="40" height="2"/>
                  <subviews>
                    <label id="name" text="Name"/>
                    <label id="email" text="Email"/>
                  </subviews>
                  <variation key="widthClass=regular" axis="horizontal" spacing="2"/>
                </stackView>
                <label id="note" text="On its side"><rect key="frame" x="0" y="6" width="20" height="1"/></label>
              </subviews>
              <constraints>
                <constraint firstItem="title" firstAttribute="width" constant="20" id="narrow"/>
                <constraint firstItem="title" firstAttribute="width" constant="30" id="wide"/>
              </constraints>
              <variation key="default">
                <mask key="constraints"><exclude reference="wide"/></mask>
                <mask key="subviews"><exclude reference="note"/></mask>
              </variation>
              <variation key="widthClass=regular">
                <mask key="constraints"><include reference="wide"/><exclude reference="narrow"/></mask>
              </variation>
              <variation key="heightClass=compact">
                <mask key="subviews"><include reference="note"/></mask>
              </variation>
            </view>
          </objects>
        </document>
        """

    func launch(_ size: Size, screen: String = screen) throws -> (HeadlessApp, Form) {
        var screens = InMemoryScreens()
        screens.add(bytes: Array(screen.utf8), named: "Form")
        let form = Form()
        form.nibName = "Form"
        form.screenSource = screens
        return (try HeadlessApp(root: form, size: size), form)
    }

    /// What the form shows: its title's text and width, its fields' axis, and whether its note shows.
    func shown(_ form: Form) -> String {
        let axis = form.fields?.axis == .horizontal ? "across" : "down"
        return "\(form.heading?.text ?? "") \(form.wide?.isActive == true ? 30 : 20) \(axis) \(form.fields?.spacing ?? -1) note:\(form.note?.isHidden == false)"
    }

    @Test func theVariationsOfTheSizeClassesApplyAndComeBack() throws {
        let (app, form) = try launch(Size(width: 80, height: 24))
        #expect(form.traitCollection.description == "compact x regular")
        #expect(shown(form) == "Column 20 down 0 note:false", "the base: an iPhone upright")
        #expect(app.line(0).hasPrefix("Column"))
        app.resize(to: Size(width: 120, height: 40))
        #expect(shown(form) == "Row 30 across 2 note:false", "regular across: the width's variations")
        #expect(app.line(2).hasPrefix("Name") && app.line(2).hasSuffix("Email"), "the fields side by side:\n\(app.lines.joined(separator: "\n"))")
        app.resize(to: Size(width: 80, height: 20))
        #expect(shown(form) == "Column 20 down 0 note:true", "back to the base across; compact down shows the note")
        #expect(form.changes == ["none → compact x regular", "compact x regular → regular x regular", "regular x regular → compact x compact"])
        app.resize(to: Size(width: 81, height: 21))
        #expect(form.changes.count == 3, "a resize within the same size classes changes nothing")
    }

    @Test func aVariationsKeyMustNameSizeClasses() throws {
        let screen = Self.screen.replacingOccurrences(of: "heightClass=compact\">", with: "heightClass=tiny\">")
        let error = try #require(throws: ScreenError.self) { try ScreenReader.read(screen, file: "Form.xib", vocabulary: .nibKit) }
        #expect(error.description.contains("Form.xib:") && error.description.contains("a variation's key names size classes"), "\(error)")
    }

    @Test func theTerminalsSizeGivesItsSizeClasses() {
        #expect(TraitCollection(size: Size(width: 80, height: 24)) == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(TraitCollection(size: Size(width: 91, height: 23)).description == "compact x compact")
        #expect(TraitCollection(size: Size(width: 92, height: 40)).description == "regular x regular")
    }
}
