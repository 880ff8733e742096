import NibKitTesting
import ScreenReading
import Testing

@testable import NibKit

#if canImport(Glibc)
    import Glibc
#endif

/// Screen sources: live reload after an edit, compiled screens preferred when newer, screens in memory.
@Suite("Screen sources", .serialized)
@MainActor
struct ScreenFileTests {
    func write(_ text: String, to path: String) {
        let file = fopen(path, "w")!
        fputs(text, file)
        fclose(file)
    }

    /// Moves a file's modification time by `seconds`, so ordering does not depend on the clock's grain.
    func touch(_ path: String, secondsFromNow seconds: Int) {
        var times = [timeval(tv_sec: time(nil) + seconds, tv_usec: 0), timeval(tv_sec: time(nil) + seconds, tv_usec: 0)]
        utimes(path, &times)
    }

    func screen(label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ViewController">
              <connections><outlet property="view" destination="root"/></connections>
            </placeholder>
            <view id="root">
              <rect key="frame" x="0" y="0" width="30" height="3"/>
              <subviews><label id="text" text="\(label)"><rect key="frame" x="0" y="0" width="30" height="1"/></label></subviews>
            </view>
          </objects>
        </document>
        """
    }

    /// As LiveReload's documentation starts it: made and started in one line, kept by nobody
    /// but the application.
    @Test func liveReloadRemakesTheRootViewControllerWhenAScreenChanges() throws {
        let folder = try temporaryFolder()
        defer { removeFolder(folder) }
        write(screen(label: "Before the edit"), to: folder + "/Live.xib")
        touch(folder + "/Live.xib", secondsFromNow: -10)
        let source = ScreenSearchPath(directories: [folder])
        let make = { () -> ViewController in
            let controller = ViewController(nibName: "Live")
            controller.screenSource = source
            return controller
        }
        let app = try HeadlessApp(root: make(), size: Size(width: 60, height: 8)).application
        LiveReload(application: app) { make() }.start()
        #expect(app.drawnText.contains("Before the edit"))
        let before = app.window.rootViewController
        app.advanceClock(by: 1)
        #expect(app.window.rootViewController === before, "nothing changed yet")
        write(screen(label: "After the edit"), to: folder + "/Live.xib")
        app.advanceClock(by: 1)
        #expect(app.drawnText.contains("After the edit"), "\(app.drawnText)")

        write("<document", to: folder + "/Live.xib")
        app.advanceClock(by: 1)
        #expect(
            app.drawnText.contains("The screen could not be loaded") && app.drawnText.contains("Live.xib:1"),
            "a screen an edit broke shows its errors in place: \(app.drawnText)")
    }

    @Test func aCompiledScreenNewerThanItsSourceIsPreferred() throws {
        let folder = try temporaryFolder()
        defer { removeFolder(folder) }
        write(screen(label: "from the XML"), to: folder + "/Fast.xib")
        let compiled = CompiledScreen.encode(try ScreenReader.read(screen(label: "from the compiled form"), file: folder + "/Fast.xib", vocabulary: .nibKit))
        let file = fopen(folder + "/Fast.nibc", "wb")!
        fwrite(compiled, 1, compiled.count, file)
        fclose(file)
        touch(folder + "/Fast.xib", secondsFromNow: -20)
        touch(folder + "/Fast.nibc", secondsFromNow: -10)
        let owner = ViewController()
        try Nib(named: "Fast", source: ScreenSearchPath(directories: [folder])).instantiate(owner: owner)
        #expect((owner.view.subviews.first as? Label)?.text == "from the compiled form")

        touch(folder + "/Fast.xib", secondsFromNow: -5)
        let second = ViewController()
        try Nib(named: "Fast", source: ScreenSearchPath(directories: [folder])).instantiate(owner: second)
        #expect((second.view.subviews.first as? Label)?.text == "from the XML", "a stale compiled screen is ignored")
    }

    /// Screens in memory load as files do, the screens they embed included, and bytes of either
    /// form are read as the file would be: a damaged compiled screen is the same diagnostic.
    @Test func screensInMemoryLoadAndEmbedLikeFiles() throws {
        var screens = InMemoryScreens()
        screens.add(bytes: Array(#"<document version="1"><objects><label id="text" text="from memory"/></objects></document>"#.utf8), named: "Inner")
        let outer = try ScreenReader.read(
            """
            <document version="1"><objects><view id="card" screen="Inner"/></objects></document>
            """, file: "Outer.xib", vocabulary: .nibKit)
        screens.add(outer, named: "Outer")
        let card = try #require(try Nib(named: "Outer", source: screens).instantiate().first as? View)
        #expect((card.subviews.first as? Label)?.text == "from memory")

        var compiled = CompiledScreen.encode(try ScreenReader.read(screen(label: "x"), file: "Inner.xib", vocabulary: .nibKit))
        compiled[compiled.count - 3] ^= 1
        screens.add(bytes: compiled, named: "Damaged")
        let damaged = loadError { _ = try Nib(named: "Damaged", source: screens) }
        #expect(
            damaged?.description
                == "Damaged.xib:1:1: error: compiled screen is corrupt (checksum mismatch); recompile its .xib (or .storyboard) with `nibtool compile` [malformed-xml]"
        )
        let missing = loadError { _ = try Nib(named: "Outr", source: screens) }
        #expect(missing?.diagnostics.first?.suggestion == "Outer")
    }

    /// A load, with the screens its views embed, makes at most `NibDocument.maximumObjects`
    /// objects: a small screen embedded many times over cannot multiply without end.
    @Test func oneLoadMakesAtMostTheObjectLimitEmbeddedScreensIncluded() throws {
        var screens = InMemoryScreens()
        let leaf = (0..<10_000).map { #"<view id="v\#($0)"/>"# }.joined()
        screens.add(bytes: Array(#"<document version="1"><objects>\#(leaf)</objects></document>"#.utf8), named: "Leaf")
        let fan = (0..<11).map { #"<view id="e\#($0)" screen="Leaf"/>"# }.joined()
        screens.add(bytes: Array(#"<document version="1"><objects>\#(fan)</objects></document>"#.utf8), named: "Fan")
        let error = loadError { _ = try Nib(named: "Fan", source: screens).instantiate() }
        #expect(error?.diagnostics.map(\.code) == [.limitExceeded])
        #expect(error?.diagnostics.first?.message == "more than 100000 objects (in one load, embedded screens included); split the screen")
    }

    /// A source that counts the screens asked of it.
    final class CountingScreens: ScreenSource {
        let screens: InMemoryScreens
        var reads: [String: Int] = [:]

        init(_ screens: InMemoryScreens) { self.screens = screens }

        func document(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
            reads[name, default: 0] += 1
            return try screens.document(named: name, vocabulary: vocabulary)
        }
    }

    /// A screen embedded many times over in one load, directly or by the screens it embeds, is
    /// read from its source once in that load; the next load reads it again.
    @Test func aScreenEmbeddedManyTimesIsReadOncePerLoad() throws {
        var screens = InMemoryScreens()
        screens.add(bytes: Array(#"<document version="1"><objects><label id="pip" text="pip"/></objects></document>"#.utf8), named: "Pip")
        screens.add(
            bytes: Array(#"<document version="1"><objects><label id="name" text="card"/><view id="pips" screen="Pip"/></objects></document>"#.utf8),
            named: "Card")
        let cards = (0..<5).map { #"<view id="c\#($0)" screen="Card"/>"# }.joined()
        screens.add(bytes: Array(#"<document version="1"><objects>\#(cards)</objects></document>"#.utf8), named: "Deck")
        let source = CountingScreens(screens)
        let deck = try Nib(named: "Deck", source: source).instantiate()
        #expect(deck.count == 5)
        for card in deck {
            let subviews = (card as? View)?.subviews ?? []
            #expect((subviews.first as? Label)?.text == "card")
            #expect((subviews.last?.subviews.first as? Label)?.text == "pip")
        }
        #expect(source.reads == ["Deck": 1, "Card": 1, "Pip": 1])
        try Nib(named: "Deck", source: source).instantiate()
        #expect(source.reads == ["Deck": 2, "Card": 2, "Pip": 2])
    }

    /// Screens embed screens at most `NibDocument.maximumEmbeddingDepth` deep.
    @Test func screensEmbedScreensAtMostTheDepthLimit() throws {
        var screens = InMemoryScreens()
        for level in 0..<20 {
            screens.add(bytes: Array(#"<document version="1"><objects><view id="v" screen="S\#(level + 1)"/></objects></document>"#.utf8), named: "S\(level)")
        }
        let error = loadError { _ = try Nib(named: "S0", source: screens).instantiate() }
        #expect(error?.diagnostics.map(\.code) == [.limitExceeded])
        #expect(error?.diagnostics.first?.message.hasPrefix("embedding 'S16' here nests screens more than 16 deep: S0 → S1 → ") == true)
    }
}
