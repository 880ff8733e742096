import NibKitTesting
import Testing

@testable import NibKit

/// Controllers taken off the screen are freed with their views: no cycle between a controller,
/// its view, its navigation item, its bar buttons and its parent keeps them.
@Suite @MainActor struct ViewControllerMemoryTests {
    let harness = HeadlessApp(emptyWindow: Size(width: 40, height: 8))

    /// A controller with everything that could hold it: a button and a bar button item whose
    /// target it is, a title on the bar, a child embedded in its view.
    final class Screen: ViewController {
        override func loadView() throws {
            let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 7))
            let button = Button(title: "Next", frame: Rect(x: 1, y: 1, width: 8, height: 1))
            button.addTarget(self, action: "next:", for: .primaryActionTriggered)
            view.addSubview(button)
            self.view = view
            title = "Screen"
            navigationItem.rightBarButtonItem = BarButtonItem(title: "Done", target: self, action: "next:")
            let child = ViewController()
            child.view = View(frame: Rect(x: 0, y: 3, width: 10, height: 2))
            addChild(child)
            view.addFillingSubview(child.view)
            child.didMove(toParent: self)
        }

        override class var actionTable: ActionTable { super.actionTable + ["next:": .init(Screen.next)] }
        func next(_ sender: Any?) {}
    }

    @Test func pushingAndPoppingAThousandTimesFreesEveryPoppedControllerAndItsViews() {
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.viewControllers[0].view = View()
        harness.window.rootViewController = navigation
        harness.application.processEvents()
        var controllers: [Weak<ViewController>] = []
        var views: [Weak<View>] = []
        var items: [Weak<BarButtonItem>] = []
        for round in 0..<1000 {
            do {
                let screen = Screen()
                navigation.pushViewController(screen, animated: true)
                harness.application.processEvents()
                controllers.append(Weak(screen))
                controllers.append(Weak(screen.children.first))
                views.append(Weak(screen.view))
                views.append(Weak(screen.children.first?.view))
                items.append(Weak(screen.navigationItem.rightBarButtonItem))
            }
            // Back by each way a person goes back: Esc, and a click on the back button.
            if round.isMultiple(of: 2) { harness.press(.escape) } else { harness.click(1, 0) }
        }
        harness.redraw()
        #expect(navigation.viewControllers.count == 1)
        #expect(controllers.filter { $0.value != nil }.count == 0, "popped controllers still alive")
        #expect(views.filter { $0.value != nil }.count == 0, "popped controllers' views still alive")
        #expect(items.filter { $0.value != nil }.count == 0, "bar button items still alive")
    }

    @Test func dismissedAndReplacedControllersAreFreed() {
        weak var presented: ViewController?
        weak var replaced: ViewController?
        do {
            let root = Screen()
            harness.window.rootViewController = root
            replaced = root
            let sheet = Screen()
            sheet.modalPresentationStyle = .fullScreen
            root.present(sheet)
            presented = sheet
            harness.application.processEvents()
            sheet.dismiss()
            let next = ViewController()
            next.view = View()
            harness.window.rootViewController = next
        }
        harness.redraw()
        #expect(presented == nil)
        #expect(replaced == nil)
    }
}
