// A NibKit program that can be made to misbehave, for the smoke scripts on how a program ends
// (Tests/Smoke/selftest/ending.smoke): `b` keeps it busy for ever in its own code, `t` traps.
// With --ignoring-interrupt it starts as a program started in the background from a script
// does, with SIGINT ignored.
import Glibc
import NibKit
import NibKitTerminal

/// The root view: takes the keys no one else does.
final class FaultView: View {
    override func keyDown(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .character("b"):
            // Busy, never reading input again: only a signal can end it now.
            while getpid() > 0 {}
            return true
        case .character("t"):
            fatalError("trapped on purpose")
        default:
            return super.keyDown(event)
        }
    }
}

final class FaultViewController: ViewController {
    override func loadView() throws {
        let root = FaultView(frame: Rect(x: 0, y: 0, width: 80, height: 24))
        root.addSubview(Label(text: "b: busy  t: trap  q: quit", frame: Rect(x: 1, y: 1, width: 40, height: 1)))
        view = root
    }
}

if CommandLine.arguments.dropFirst().contains("--ignoring-interrupt") { _ = signal(SIGINT, SIG_IGN) }
let application = Application(backend: CursesBackend())
application.quitKeys.insert(.character("q"))
application.window.rootViewController = FaultViewController()
exit(application.run())
