import NibKit

/// The Reading List demo's list scene (Screens/ReadingList.storyboard): the books, filtered by
/// the search field as the user types, which has focus from the start. Enter in the field goes
/// to the list; Enter on a row performs its cell's segue to the book's detail scene, and Add
/// on the navigation bar its segue to the same scene with a new book; Save there comes back
/// here by an unwind segue (`saveBook:`), which saves the list to its file (`ReadingListFile`).
public final class BookListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    @Outlet var tableView: TableView?
    @Outlet var searchField: TextField?
    @Outlet var countLabel: Label?

    /// Where the books are read from and saved to.
    var file = ReadingListFile()
    private(set) var books: [Book] = []
    /// The rows shown: the indexes in `books` of those the search matches, in order.
    private(set) var shown: [Int] = []
    /// The book the detail scene edits, by its index in `books`; `books.count` for a new one.
    private var editing: Int?
    /// Why the list's file could not be read, if it could not: it is then not saved over.
    private var readProblem: String?

    public override class var actionTable: ActionTable {
        super.actionTable + [
            "searchChanged:": .init(BookListViewController.searchChanged),
            "searchEntered:": .init(BookListViewController.searchEntered),
            "saveBook:": .init(BookListViewController.saveBook),
        ]
    }

    public override func viewDidLoad() {
        do {
            books = try file.read()
        } catch {
            readProblem = "Reading List: \(file.path) cannot be read (\(error)); changes will not be saved"
        }
        filter()
    }

    /// Says why the list is empty, once the scene is on screen (and so in the application).
    public override func viewDidAppear(_ animated: Bool) {
        if let readProblem, application?.reportedProblems.contains(readProblem) == false { application?.report(readProblem) }
    }

    /// Typing goes to the search field at once, with no Tab first.
    public override var preferredFocusEnvironments: [any FocusEnvironment] { searchField.map { [$0] } ?? [] }

    // MARK: Searching

    func searchChanged(_ sender: TextField) { filter() }

    /// Enter in the search field goes to the list, its first row ready for Enter.
    func searchEntered(_ sender: TextField) { _ = tableView?.becomeFirstResponder() }

    /// Shows the books whose title or author holds the search text, whatever its case.
    private func filter() {
        let query = (searchField?.text ?? "").lowercased()
        shown = books.indices.filter { query.isEmpty || "\(books[$0].title) \(books[$0].author)".lowercased().contains(query) }
        tableView?.reloadData()
        countLabel?.text = shown.count == 1 ? "1 book" : "\(shown.count) books"
    }

    // MARK: The list

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        let book = books[shown[indexPath.row]]
        cell.textLabel?.text = book.title
        cell.detailTextLabel?.text = "\(book.author)  \(book.stars)"
        return cell
    }

    // MARK: The detail scene

    /// The cell's segue: the detail scene edits the row's book; Add's: a new book.
    public override func prepare(for segue: StoryboardSegue, sender: Any?) {
        if sender is BarButtonItem {
            editing = books.count
            (segue.destination as? BookDetailViewController)?.book = Book(title: "", author: "")
            return
        }
        guard let cell = sender as? TableViewCell, let row = tableView?.indexPath(for: cell)?.row, row < shown.count else { return }
        editing = shown[row]
        (segue.destination as? BookDetailViewController)?.book = books[shown[row]]
    }

    /// The detail scene's Save: its book takes the place of the one edited, or joins the list
    /// when new (and has a title), and the list is saved.
    func saveBook(_ segue: StoryboardSegue) {
        guard let detail = segue.source as? BookDetailViewController, let index = editing, index <= books.count else { return }
        if index < books.count {
            books[index] = detail.book
        } else if detail.book.title.contains(where: { !$0.isWhitespace }) {
            books.append(detail.book)
        }
        editing = nil
        if readProblem == nil, !file.save(books) { application?.report("Reading List: could not save \(file.path)") }
        filter()
    }
}
