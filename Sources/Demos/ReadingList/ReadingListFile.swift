import BoundedFile
import NibFormat

#if canImport(Glibc)
    import Glibc
#endif

/// The reading list's file: a line of text a book, `title | author | rating | notes`, with a
/// comment line first. Plain text rather than JSON, so that the demos link no Foundation (the
/// Howdy figures, docs/BENCHMARKS.md), and so that a person can read and edit it.
///
///     # Reading List: title | author | rating | notes
///     Persuasion | Jane Austen | 5 | Anne and Wentworth
public struct ReadingListFile: Sendable {
    /// Where the list is read from and saved to: `READING_LIST` in the environment, or
    /// `reading-list.txt` in the working directory.
    public let path: String

    public init(path: String? = nil) {
        self.path = path ?? getenv("READING_LIST").map { String(cString: $0) } ?? "reading-list.txt"
    }

    static let header = "# Reading List: title | author | rating | notes"

    /// The most bytes the file is read up to: far more than any reading list.
    static let limit = 16 << 20

    /// The books the file holds, or the sample list when there is no file yet; a file that
    /// cannot be read is an error, so that saving never replaces what could not be read.
    public func read() throws(RegularFile.Failure) -> [Book] {
        guard access(path, F_OK) == 0 else { return Self.sample }
        let text = String(decoding: try RegularFile.read(path, limit: Self.limit), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).compactMap { Self.book(String($0)) }
    }

    /// Writes `books`, replacing the file; false if it could not be written.
    @discardableResult
    public func save(_ books: [Book]) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        let text = ([Self.header] + books.map(Self.line)).joined(separator: "\n") + "\n"
        let written = fputs(text, file) >= 0
        return fclose(file) == 0 && written
    }

    /// A book as its line, without empty notes; a `|` or a line break in a field would end
    /// it, so each is a space.
    static func line(_ book: Book) -> String {
        func field(_ text: String) -> String {
            String(text.map { $0 == "|" || $0.isNewline ? " " : $0 })
        }
        let fields = [field(book.title), field(book.author), String(book.rating)] + (book.notes.isEmpty ? [] : [field(book.notes)])
        return fields.joined(separator: " | ")
    }

    /// The book a line holds; nil for a comment, a blank line, or a line without title and author.
    static func book(_ line: String) -> Book? {
        let trimmed = line.trimmingWhitespace
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let fields = trimmed.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
        guard fields.count >= 2 else { return nil }
        let rating = fields.count > 2 ? min(max(Int(fields[2]) ?? 0, 0), Book.mostStars) : 0
        return Book(title: fields[0], author: fields[1], rating: rating, notes: fields.count > 3 ? fields[3] : "")
    }

    /// The list a reader starts with.
    public static let sample = [
        Book(title: "Emma", author: "Jane Austen", rating: 4),
        Book(title: "Persuasion", author: "Jane Austen", rating: 5),
        Book(title: "Middlemarch", author: "George Eliot", rating: 5),
        Book(title: "Great Expectations", author: "Charles Dickens", rating: 4),
        Book(title: "Bleak House", author: "Charles Dickens"),
        Book(title: "Jane Eyre", author: "Charlotte Brontë", rating: 4),
        Book(title: "Wuthering Heights", author: "Emily Brontë", rating: 3),
        Book(title: "Moby-Dick", author: "Herman Melville"),
        Book(title: "Anna Karenina", author: "Leo Tolstoy", rating: 5),
        Book(title: "War and Peace", author: "Leo Tolstoy"),
        Book(title: "Crime and Punishment", author: "Fyodor Dostoevsky", rating: 4),
        Book(title: "The Brothers Karamazov", author: "Fyodor Dostoevsky"),
        Book(title: "Madame Bovary", author: "Gustave Flaubert", rating: 3),
        Book(title: "Don Quixote", author: "Miguel de Cervantes"),
        Book(title: "Frankenstein", author: "Mary Shelley", rating: 4),
        Book(title: "The Odyssey", author: "Homer", rating: 5),
        Book(title: "Walden", author: "Henry David Thoreau"),
        Book(title: "Little Women", author: "Louisa May Alcott", rating: 3),
        Book(title: "Dracula", author: "Bram Stoker", rating: 3),
        Book(title: "The Age of Innocence", author: "Edith Wharton"),
    ]
}
