import NibKitTesting
import Testing

@testable import NibKit

/// Focus under the program's control: where a controller prefers focus when its screen comes
/// (`preferredFocusEnvironments`), and focus it gives as its screen appears, hold at launch, on a
/// push, on a pop and on a tab switch.
@Suite("Preferred focus")
@MainActor
struct PreferredFocusTests {
    /// A screen of a field above a list (a button stands for it): the field comes first in
    /// reading order, the list is what the controller prefers, or focuses as it appears.
    final class Books: ViewController {
        let search = TextField(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let list = Button(title: "List", frame: Rect(x: 0, y: 2, width: 10, height: 1))
        var prefersList = false
        var focusesListOnAppear = false

        override func loadView() {
            view = View(frame: Rect(x: 0, y: 0, width: 40, height: 6))
            view.addSubview(search)
            view.addSubview(list)
        }

        override var preferredFocusEnvironments: [any FocusEnvironment] { prefersList ? [list] : [] }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if focusesListOnAppear { list.becomeFirstResponder() }
        }
    }

    final class Detail: ViewController {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        override func loadView() {
            view = View(frame: Rect(x: 0, y: 0, width: 40, height: 6))
            view.addSubview(field)
        }
    }

    @Test func atLaunchThePreferredViewHasFocus() throws {
        let books = Books()
        books.prefersList = true
        let app = try HeadlessApp(root: NavigationController(rootViewController: books))
        #expect(app.application.firstResponder === books.list, "not the search field, first in reading order")
    }

    @Test func withoutAPreferenceTheFirstViewHasFocusAtLaunch() throws {
        let books = Books()
        let app = try HeadlessApp(root: NavigationController(rootViewController: books))
        #expect(app.application.firstResponder === books.search)
    }

    @Test func focusGivenAsTheScreenAppearsAfterAPopHolds() throws {
        let books = Books()
        let navigation = NavigationController(rootViewController: books)
        let app = try HeadlessApp(root: navigation)
        let detail = Detail()
        navigation.pushViewController(detail, animated: false)
        app.application.processEvents()
        #expect(app.application.firstResponder === detail.field)
        books.focusesListOnAppear = true
        navigation.popViewController(animated: false)
        app.application.processEvents()
        #expect(app.application.firstResponder === books.list, "the list it focused in viewDidAppear, not the search field")
    }

    @Test func aPushedControllersPreferenceIsHonoured() throws {
        let navigation = NavigationController(rootViewController: Detail())
        let app = try HeadlessApp(root: navigation)
        let books = Books()
        books.prefersList = true
        navigation.pushViewController(books, animated: false)
        app.application.processEvents()
        #expect(app.application.firstResponder === books.list)
    }

    @Test func aTabSwitchHonoursTheSelectedControllersPreference() throws {
        let (first, second) = (Detail(), Books())
        second.prefersList = true
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        let app = try HeadlessApp(root: tabs)
        #expect(app.application.firstResponder === first.field)
        tabs.selectedIndex = 1
        app.application.processEvents()
        #expect(app.application.firstResponder === second.list)
    }

    /// Preferences that name each other end: a view preferring its own container, and back.
    @Test func preferencesThatNameEachOtherEnd() throws {
        final class Loop: View {
            weak var other: Loop?
            override var preferredFocusEnvironments: [any FocusEnvironment] { other.map { [$0] } ?? [] }
        }
        let (a, b) = (Loop(frame: Rect(x: 0, y: 0, width: 5, height: 1)), Loop(frame: Rect(x: 0, y: 1, width: 5, height: 1)))
        (a.other, b.other) = (b, a)
        let app = HeadlessApp(emptyWindow: Size(width: 20, height: 4))
        app.window.addSubview(a)
        app.window.addSubview(b)
        #expect(app.application.focusCandidates(in: a).isEmpty)
    }
}
