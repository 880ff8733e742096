import Testing

@testable import NibFormat
@testable import ScreenReading

@Suite("An object's properties")
struct PropertyListTests {
    let here = SourceLocation(file: "Test.xib", line: 3, column: 7)

    @Test func keepsTheOrderTheScreenGivesAndFindsEachByName() {
        var list = PropertyList()
        list["title"] = Property(.string("Howdy!"), at: here)
        list["frame"] = Property(.rect(Rect(x: 1, y: 2, width: 10, height: 3)), at: here)
        list["tag"] = Property(.number(7), at: here)
        #expect(list.keys == ["title", "frame", "tag"])
        #expect(list.count == 3)
        #expect(list["frame"]?.value == .rect(Rect(x: 1, y: 2, width: 10, height: 3)))
        #expect(list.value(forKey: "title") == .string("Howdy!"))
        #expect(list["title"]?.location == here)
    }

    @Test func anAbsentNameIsNilEvenWhenAPresentOneHasItsLength() {
        let list: PropertyList = ["frame": Property(.null, at: here), "backgroundColor": Property(.color(.default), at: here)]
        #expect(list["title"] == nil)  // the length of "frame"
        #expect(list.value(forKey: "foregroundColor") == nil)  // the length of "backgroundColor"
        #expect(list["hidden"] == nil)
        #expect(list.value(forKey: "") == nil)
    }

    @Test func settingAPresentNameReplacesItWhereItStandsAndNilRemovesIt() {
        var list: PropertyList = ["a": Property(.number(1), at: here), "b": Property(.number(2), at: here), "c": Property(.number(3), at: here)]
        list["b"] = Property(.number(20), at: here)
        #expect(list.map(\.key) == ["a", "b", "c"])
        #expect(list.value(forKey: "b") == .number(20))
        list["a"] = nil
        #expect(list.keys == ["b", "c"])
        #expect(list["a"] == nil)
        list["missing"] = nil
        #expect(list.count == 2)
    }

    @Test func aDecoderAppendsWithoutSearching() {
        var list = PropertyList(capacity: 2)
        list.append(uniqueKey: "text", Property(.string("Label"), at: here))
        #expect(list.value(forKey: "text") == .string("Label"))
        #expect(!list.isEmpty)
    }
}

@Suite("Opening libxml2 when XML is first read")
struct LibXML2LoadingTests {
    @Test func theInstalledLibraryIsFound() {
        guard case .success = LibXML2.shared else {
            Issue.record("libxml2 could not be opened: \(LibXML2.shared)")
            return
        }
    }

    @Test func aMissingLibrarySaysWhatToInstallAndTheWayAround() {
        guard case .failure(let error) = LibXML2.open(["libnibkit-no-such-xml.so.9"]) else {
            Issue.record("a library that does not exist was opened")
            return
        }
        #expect(error.description.contains("reading .xib screens needs libxml2"))
        #expect(error.description.contains("libnibkit-no-such-xml.so.9"))
        #expect(error.description.contains("apt-get install libxml2"))
        #expect(error.description.contains("nibtool compile"))
    }
}
