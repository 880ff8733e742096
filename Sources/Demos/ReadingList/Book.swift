/// One book of the reading list: what the detail scene edits.
public struct Book: Equatable, Sendable {
    public var title: String
    public var author: String
    /// How much the reader liked it, 0 to 5 stars.
    public var rating: Int
    public var notes: String

    public init(title: String, author: String, rating: Int = 0, notes: String = "") {
        (self.title, self.author, self.rating, self.notes) = (title, author, rating, notes)
    }

    /// The rating as stars, `★★★☆☆`.
    public var stars: String { String(repeating: "★", count: rating) + String(repeating: "☆", count: max(0, Book.mostStars - rating)) }

    /// The most stars a book has.
    public static let mostStars = 5
}
