import NibKit

/// The launcher, built from its own screen: one button per demo (tags 1...5, in `Demo`'s
/// order); choosing one replaces the window's root view controller with the demo's.
public final class LauncherViewController: ViewController {
    public override class var actionTable: ActionTable {
        super.actionTable + ["launch:": .init(LauncherViewController.launch)]
    }

    func launch(_ sender: Button) {
        let demos = Demo.allCases
        guard sender.tag >= 1, sender.tag <= demos.count, let window = view.window else { return }
        let controller = demos[sender.tag - 1].makeRootViewController()
        controller.screenSource = screenSource
        window.rootViewController = controller
    }
}
