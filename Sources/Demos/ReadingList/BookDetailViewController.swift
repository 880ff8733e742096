import NibKit

/// The Reading List demo's detail scene: a book's title, author, rating and notes, the notes
/// focused first. Save (an unwind segue to the list's `saveBook:`) takes what was typed; Esc,
/// or the back button, leaves the book as it was.
public final class BookDetailViewController: ViewController {
    @Outlet var titleField: TextField?
    @Outlet var authorField: TextField?
    @Outlet var ratingStepper: Stepper?
    @Outlet var ratingLabel: Label?
    @Outlet var notesField: TextField?

    /// The book shown; with the fields' text once the user saves.
    var book = Book(title: "", author: "")

    public override class var actionTable: ActionTable {
        super.actionTable + ["ratingChanged:": .init(BookDetailViewController.ratingChanged)]
    }

    public override func viewDidLoad() {
        title = book.title
        titleField?.text = book.title
        authorField?.text = book.author
        notesField?.text = book.notes
        ratingStepper?.value = Double(book.rating)
        ratingLabel?.text = book.stars
    }

    /// The notes first, or the title of a new book.
    public override var preferredFocusEnvironments: [any FocusEnvironment] {
        (book.title.isEmpty ? titleField : notesField).map { [$0] } ?? []
    }

    func ratingChanged(_ sender: Stepper) {
        book.rating = Int(sender.value)
        ratingLabel?.text = book.stars
    }

    /// Before the unwind segue of Save: the book takes the fields' text.
    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        book.title = titleField?.text ?? book.title
        book.author = authorField?.text ?? book.author
        book.notes = notesField?.text ?? book.notes
    }
}
