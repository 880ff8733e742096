import NibKit

/// The Notes demo's window (Screens/Xcode/Notes.storyboard, an AppKit storyboard as Xcode writes a Mac
/// app's): its menu bar's File ▸ New Note (^N) adds a note, Edit ▸ Clear All (^K) takes them all
/// away, View ▸ Show Count turns the count on and off (its check mark follows). The items send
/// their actions to First Responder: up the responder chain from the focused view, to this
/// controller. Quit (^Q) ends the program.
public final class NotesViewController: ViewController {
    @Outlet var list: Label?
    @Outlet var count: Label?
    @Outlet var showsCountBox: Button?

    /// The notes, oldest first.
    public private(set) var notes: [String] = []

    public override class var actionTable: ActionTable {
        super.actionTable + [
            "newNote:": .init(NotesViewController.newNote),
            "clearAll:": .init(NotesViewController.clearAll),
            "toggleCount:": .init(NotesViewController.toggleCount),
        ]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        show()
    }

    private func newNote(_ sender: Any?) {
        notes.append("Note \(notes.count + 1)")
        show()
    }

    private func clearAll(_ sender: Any?) {
        notes = []
        show()
    }

    /// From the menu (its check mark turned) or the check box beside the count.
    private func toggleCount(_ sender: Any?) {
        let item = application?.mainMenu?.items.compactMap(\.submenu).flatMap(\.items).first { $0.action == "toggleCount:" }
        let shows = (sender as? Button)?.isSelected ?? !(item?.state == .on)
        item?.state = shows ? .on : .off
        showsCountBox?.isSelected = shows
        count?.isHidden = !shows
    }

    private func show() {
        list?.text = notes.isEmpty ? "No notes yet: File ▸ New Note, or ^N." : notes.joined(separator: "\n")
        count?.text = notes.count == 1 ? "1 note" : "\(notes.count) notes"
    }
}
