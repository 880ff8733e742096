import Foundation
import NibKitTesting
import Synchronization
import Testing

@testable import Demos
@testable import NibKit

/// A text snapshot that fails shows itself as pictures: its message names an HTML page with the
/// stored screen and the one drawn side by side, the cells that differ marked.
@Suite("Snapshot failures as pictures")
@MainActor
struct SnapshotFailurePictureTests {
    /// Howdy with its alert open, compared (deliberately) with the snapshot of Howdy without it.
    /// Not while recording, which would write the alert over that snapshot.
    @Test(.disabled(if: Snapshot.recording, "recording would overwrite the snapshot compared with"))
    func aFailingSnapshotNamesAPageShowingBothScreens() throws {
        let howdy = try DemoHarness(.howdy)
        howdy.click("Howdy!")
        let recorded = Mutex("")
        withKnownIssue {
            assertSnapshot(howdy.headless, named: "howdy-80x24")
        } matching: { issue in
            recorded.withLock { $0 += "\(issue)" }
            return true
        }
        let message = recorded.withLock { $0 }
        let page = try #require(
            message.firstMatch(of: /side by side as pictures: (\S+\.html)/).map { String($0.1) }, "the message names no page:\n\(message)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<svg ").count == 3, "the expected and the actual picture")
        #expect(html.contains("You tapped me!"), "the actual screen, with the alert")
        #expect(html.contains("stroke=\"#ff3030\""), "the differing cells marked")
        for side in ["expected", "actual"] {
            let svg = page.replacingOccurrences(of: ".html", with: ".\(side).svg")
            #expect(FileManager.default.fileExists(atPath: svg), "\(svg) is written beside the page")
        }
    }
}
