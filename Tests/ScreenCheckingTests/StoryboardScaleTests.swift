import Foundation
import NibFormat
import ScreenChecking
import Testing

/// A storyboard's checks are linear in its scenes and walk them with a stack of their own: a
/// file may chain as many scenes as it has. Validation is the main actor's work, which the time
/// limit cannot stop, so each input is sized for the old work to take minutes (or to exhaust
/// the stack) where the linear work takes a second or two in a debug build.
@Suite("Storyboards at scale", .timeLimit(.minutes(1)))
@MainActor
struct StoryboardScaleTests {
    /// A storyboard of `scenes`, each a view controller's element, the first the initial one.
    static func storyboard(_ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.Storyboard" version="1" initialViewController="s0">
          <scenes>
        \(scenes.enumerated().map { "    <scene sceneID=\"scene\($0.offset)\"><objects>\($0.element)</objects></scene>" }.joined(separator: "\n"))
          </scenes>
        </document>
        """
    }

    /// `count` scenes, each embedding the next in a container view.
    static func embedChain(_ count: Int) -> String {
        storyboard(
            (0..<count).map { index in
                let next =
                    index == count - 1
                    ? ""
                    : #"<subviews><containerView id="c\#(index)"><rect key="frame" x="0" y="0" width="40" height="10"/><connections><segue destination="s\#(index + 1)" kind="embed" id="e\#(index)"/></connections></containerView></subviews>"#
                return #"<viewController id="s\#(index)"><view key="view" id="v\#(index)">\#(next)</view></viewController>"#
            })
    }

    func validate(_ text: String, size: Size? = nil) throws -> [String] {
        let folder = NSTemporaryDirectory() + "scale-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/Chain.storyboard", atomically: true, encoding: .utf8)
        return Validation.check([folder + "/Chain.storyboard"], catalog: ClassCatalog.builtIn(), layoutSize: size).lines
    }

    /// The cycle check of containment followed each embed segue with a call of its own: 5,000
    /// scenes embedding one another exhausted nibtool's stack (SIGSEGV in 0.4 s). The chain is
    /// refused once, where it nests scenes deeper than screens may embed screens.
    @Test func aContainmentChainAsLongAsTheFileIsWalkedWithoutTheStack() throws {
        let lines = try validate(Self.embedChain(10_000))
        #expect(lines.count == 1 && lines[0].contains("the embed segue to 's9984' on containerView 'c9983' nests scenes more than 16 deep"), "\(lines)")
    }

    /// Scenes contained sixteen deep are made; seventeen are not.
    @Test func scenesNestAsDeepAsScreensEmbedScreens() throws {
        #expect(try validate(Self.embedChain(NibDocument.maximumEmbeddingDepth)) == [])
        let lines = try validate(Self.embedChain(NibDocument.maximumEmbeddingDepth + 1))
        #expect(lines.count == 1 && lines[0].hasSuffix("nests scenes more than 16 deep, each made with the one that contains it [limit-exceeded]"), "\(lines)")
    }

    /// Eleven kilobytes of twenty scenes, each containing the next twice, passed validate and
    /// made 2^19 scenes, past a gigabyte, before drawing anything: the objects of a scene made
    /// with those it contains are held to one load's.
    @Test func scenesContainingScenesTwiceOverAreHeldToOneLoadsObjects() throws {
        let scenes = (0..<14).map { index in
            let views = (0..<2).map {
                #"<view id="w\#(index)-\#($0)"/>"#
                    + (index == 13
                        ? ""
                        : #"<containerView id="c\#(index)-\#($0)"><connections><segue destination="s\#(index + 1)" kind="embed" id="e\#(index)-\#($0)"/></connections></containerView>"#)
            }
            return #"<viewController id="s\#(index)"><view key="view" id="v\#(index)"><subviews>\#(views.joined())</subviews></view></viewController>"#
        }
        let many = (0..<20).map { #"<view id="x\#($0)"/>"# }.joined()
        let text = Self.storyboard(scenes).replacing(#"<view id="w13-0"/>"#, with: #"<view id="w13-0"><subviews>\#(many)</subviews></view>"#)
        let lines = try validate(text)
        #expect(lines.count == 1 && lines[0].contains("makes 'scene1' with more than 100000 objects, the scenes it contains included"), "\(lines)")
    }

    /// A cycle at the end of a long chain is still found, once, at the segue that closes it.
    @Test func aCycleAtTheEndOfALongChainIsReportedOnce() throws {
        let text = Self.embedChain(2_000).replacing(
            #"<viewController id="s1999"><view key="view" id="v1999"></view>"#,
            with:
                #"<viewController id="s1999"><view key="view" id="v1999"><subviews><containerView id="back"><connections><segue destination="s1998" kind="embed" id="back-segue"/></connections></containerView></subviews></view>"#
        )
        let cycles = try validate(text).filter { $0.contains("closes a cycle of containment") }
        #expect(cycles.count == 1 && cycles[0].contains("('scene1998' → 'scene1999' → 'scene1998')"), "\(cycles)")
    }

    /// `validate --size` read the whole storyboard again for each scene it laid out, and looked
    /// through every scene's segues for each: 1,000 tabs took 25 s in a release build.
    @Test func eachSceneIsLaidOutFromOneReading() throws {
        let tabs = (0..<2_000).map { #"<segue destination="t\#($0)" kind="relationship" relationship="viewControllers"/>"# }.joined()
        let text = Self.storyboard(
            [#"<tabBarController id="s0"><connections>\#(tabs)</connections></tabBarController>"#]
                + (0..<2_000).map { #"<viewController id="t\#($0)" title="T\#($0)"><view key="view" id="v\#($0)"/></viewController>"# })
        #expect(try validate(text, size: Size(width: 80, height: 24)) == [])
    }
}
