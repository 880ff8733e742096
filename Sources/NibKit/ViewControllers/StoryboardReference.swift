/// Stands in a scene for a view controller of another storyboard (Xcode's storyboard
/// reference, `<viewControllerPlaceholder>`): the other storyboard's initial controller, or the
/// one its `referencedIdentifier` names. A segue to it, or a relationship (a tab), leads there:
/// the storyboard makes that controller in its place (`Storyboard.instantiateViewController(of:)`),
/// so a program never holds one of these.
///
///     <scene sceneID="settings">
///       <objects><storyboardReference id="settingsReference" storyboardName="Settings"/></objects>
///     </scene>
public final class StoryboardReference: ViewController {
    /// The storyboard it leads into, found by name as `Storyboard(name:)` finds one.
    public let storyboardName: String?
    /// The storyboard identifier of the controller it leads to; nil for the initial one.
    public let referencedIdentifier: String?

    /// Reads a reference of a storyboard: `storyboardName` and `referencedIdentifier`.
    public required init(coder: NibCoder) {
        storyboardName = coder.decodeString("storyboardName")
        referencedIdentifier = coder.decodeString("referencedIdentifier")
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated public override class var declaration: Declaration {
        Declaration(
            StoryboardReference.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "storyboardReference", role: .viewController,
                summary:
                    "In a storyboard's scene, stands for a controller of another storyboard: its initial one, or the one `referencedIdentifier` names. A segue to it leads there.",
                xcodeNames: ["viewControllerPlaceholder"]),
            inheriting: [],
            settings: [
                Setting("storyboardName", .string, "The storyboard it leads into, by name (`Settings` for Settings.storyboard)."),
                Setting(
                    "referencedIdentifier", .string, "The storyboard identifier of the controller it leads to; the initial one unless set."),
            ])
    }
}
