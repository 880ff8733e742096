import NibKit

/// iOS 7 Programming Fundamentals, chapter 7, "Creating an Outlet": the screen titles the
/// button "Howdy!"; viewDidLoad retitles it "Hi!" through the outlet, proving it connected.
public final class ButtonOutletViewController: ViewController {
    @Outlet var button: Button?

    public override func viewDidLoad() {
        super.viewDidLoad()
        button?.title = "Hi!"
    }
}
