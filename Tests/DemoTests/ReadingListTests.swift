import NibKitTesting
import Testing

@testable import Demos
@testable import NibKit

#if canImport(Glibc)
    import Glibc
#endif

/// Reading List: a list and its detail from one storyboard, as a user of UIKit builds them.
@Suite("Reading List")
@MainActor
struct ReadingListTests {
    /// The demo on a list file of its own, which does not exist yet unless `prepare` makes it.
    func launch(prepare: (String) -> Void = { _ in }) throws -> (DemoHarness, NavigationController, BookListViewController, file: String) {
        let file = "/tmp/nibkit-reading-list-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt"
        prepare(file)
        setenv("READING_LIST", file, 1)
        defer { unsetenv("READING_LIST") }
        let demo = try DemoHarness(.readingList)
        let navigation = try #require(demo.root as? NavigationController)
        let list = try #require(navigation.topViewController as? BookListViewController)
        return (demo, navigation, list, file)
    }

    func contents(of path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[..<count] }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func typingSearchesAtOnceAndEnterOnARowEditsItsBookWhichSaveWritesToTheFile() throws {
        let (demo, navigation, list, file) = try launch()
        defer { unlink(file) }
        #expect(Demo(controller: navigation) == .readingList)
        #expect(demo.text.contains("20 books") && demo.text.contains("Middlemarch"), "\(demo.text)")
        demo.headless.type("persu")
        #expect(demo.text.contains("1 book") && !demo.text.contains("Middlemarch"), "\(demo.text)")
        demo.press(.enter, .enter)
        let detail = try #require(navigation.topViewController as? BookDetailViewController)
        #expect(detail.titleField?.text == "Persuasion" && detail.notesField?.isFirstResponder == true, "the notes have focus")
        demo.headless.type("Anne and Wentworth")
        demo.press(.tab, .enter)
        #expect(navigation.topViewController === list, "Save unwinds to the list")
        #expect(contents(of: file).contains("Persuasion | Jane Austen | 5 | Anne and Wentworth\n"), "\(contents(of: file))")
        #expect(list.searchField?.isFirstResponder == true, "back at the list, typing searches again")
    }

    /// Add on the navigation bar shows the detail scene with a new book, its title focused;
    /// Save adds it to the list and the file, and a new book without a title is not kept.
    @Test func addOnTheBarMakesANewBook() throws {
        let (demo, navigation, list, file) = try launch()
        defer { unlink(file) }
        #expect(demo.text.split(separator: "\n").first?.hasSuffix("Add") == true, "\(demo.text)")
        #expect(demo.headless.click("Add"))
        let detail = try #require(navigation.topViewController as? BookDetailViewController)
        #expect(detail.titleField?.isFirstResponder == true && detail.titleField?.text == "")
        demo.headless.type("Emma")
        demo.press(.tab)
        demo.headless.type("Jane Austen")
        #expect(demo.headless.click("Save"))
        #expect(navigation.topViewController === list && list.books.count == ReadingListFile.sample.count + 1)
        #expect(demo.text.contains("21 books") && contents(of: file).hasSuffix("\nEmma | Jane Austen | 0\n"), "\(contents(of: file))")
        #expect(demo.headless.click("Add") && demo.headless.click("Save"))
        #expect(list.books.count == ReadingListFile.sample.count + 1, "a book without a title is not kept")
    }

    @Test func escLeavesTheBookAsItWasAndNothingIsSaved() throws {
        let (demo, navigation, list, file) = try launch()
        demo.press(.enter)
        demo.headless.type("never kept")
        demo.press(.escape)
        #expect(navigation.topViewController === list && list.books == ReadingListFile.sample)
        #expect(access(file, F_OK) != 0, "no file is written")
    }

    @Test func theFileReadsBackAsWritten() {
        let books = [Book(title: "A | B", author: "C", rating: 9, notes: "one\\ntwo"), Book(title: "D", author: "E")]
        let lines = books.map(ReadingListFile.line)
        #expect(lines == ["A   B | C | 9 | one\\ntwo", "D | E | 0"])
        #expect(lines.compactMap(ReadingListFile.book) == [Book(title: "A   B", author: "C", rating: 5, notes: "one\\ntwo"), Book(title: "D", author: "E")])
        #expect(ReadingListFile.book("# a comment") == nil && ReadingListFile.book("   ") == nil && ReadingListFile.book("title only") == nil)
    }

    /// A list file that cannot be read (here a folder) is said so, and never saved over.
    @Test func aListThatCannotBeReadIsNotSavedOver() throws {
        let (demo, navigation, list, file) = try launch { mkdir($0, 0o700) }
        defer { rmdir(file) }
        #expect(
            demo.app.reportedProblems.contains { $0.contains("\(file) cannot be read") && $0.contains("will not be saved") }, "\(demo.app.reportedProblems)")
        #expect(list.books.isEmpty)
        #expect(navigation.topViewController === list)
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR, "still the folder")
    }
}
