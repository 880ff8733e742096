import NibKit

/// iOS 7 Programming Fundamentals, chapter 7, "Creating an Outlet": the screen titles the
/// button "Howdy!"; viewDidLoad, which runs once the view and its outlets are loaded, retitles
/// it "Hi!" through the `button` outlet. Seeing "Hi!" proves the outlet is connected.
public final class ButtonOutletViewController: ViewController {
    @Outlet var button: Button?

    public override func viewDidLoad() {
        super.viewDidLoad()
        button?.title = "Hi!"
    }
}
