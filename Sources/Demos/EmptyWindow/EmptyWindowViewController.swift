import NibKit

/// Chapter 7's Empty Window: the controller's main view comes from its own screen
/// (`EmptyWindowViewController.xib`, File's Owner's `view` outlet); in viewDidLoad it loads
/// `View.xib` by hand with itself as owner, receives the panel through its `v` outlet, and
/// adds it to its view.
public final class EmptyWindowViewController: ViewController {
    @Outlet var v: View?
    @Outlet var status: Label?

    public override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try Nib(named: "View", source: screenSource ?? ScreenSearchPath.default).instantiate(owner: self)
        } catch {
            status?.text = "\(error)"
            application?.report("View.xib did not load:\n\(error)")
            return
        }
        // The chapter's third failure: the outlet exists but the screen does not connect it.
        guard let v else {
            status?.text = "View.xib loaded, but its v outlet is not connected to anything: nothing to show."
            application?.report("the v outlet of EmptyWindowViewController was not connected in View.xib")
            return
        }
        // The panel goes below the status text, which keeps the two rows above it (the full
        // height is for an error, when there is no panel).
        status?.frame.size.height = 2
        v.frame.origin = Point(x: 2, y: 4)
        view.addSubview(v)
    }
}
