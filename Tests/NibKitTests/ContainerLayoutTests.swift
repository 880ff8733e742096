import NibKitTesting
import Testing

@testable import NibKit

/// A child's view inside a container controller is laid out by its constraints at the size the
/// container gives it, as at the window's root, and again when the terminal is resized.
@Suite("Layout inside containers")
@MainActor
struct ContainerLayoutTests {
    /// A controller whose view centres a 10-column box by constraints.
    final class Centred: ViewController {
        let box = View()
        override func loadView() throws {
            let root = View(frame: Rect(x: 0, y: 0, width: 80, height: 24))
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            LayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 2),
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor), box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
            view = root
        }
    }

    @Test func aChildsViewIsLaidOutByItsConstraintsInANavigationControllerResized() throws {
        let child = Centred()
        let app = try HeadlessApp(root: NavigationController(rootViewController: child), size: Size(width: 80, height: 24))
        app.resize(to: Size(width: 100, height: 31))
        app.application.renderIfNeeded()
        #expect(child.view.frame.size == Size(width: 100, height: 30), "the child's view fills the container below its bar")
        #expect(child.box.frameInWindow == Rect(x: 45, y: 15, width: 10, height: 2), "centred in the child's view:\n\(app.text)")
    }
}
