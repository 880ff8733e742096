import NibKit

/// Chapter 7's Empty Window: the main view comes from the controller's own screen; viewDidLoad
/// loads `View.xib` with itself as owner and adds the panel its `v` outlet receives.
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
        // The status text keeps two rows above the panel (its full height is for errors).
        status?.frame.size.height = 2
        v.frame.origin = Point(x: 2, y: 4)
        view.addSubview(v)
    }
}
