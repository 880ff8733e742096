import Foundation
import Testing

@testable import TermDriver

/// Collects what the suite prints.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ line: String) { lock.lock(); storage.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    var text: String { all.joined(separator: "\n") }
}

@Suite("Running scripts", .enabled(if: canDrive, canDriveReason))
struct RunnerTests {
    let runner = ScriptRunner(binDirectories: [fixtures], timeout: .seconds(10), record: false)

    func write(_ text: String, to name: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func summaryAndExitStatus() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            """
            start echo-fixture.py --size 50x12
            expect "Echo fixture"
            click "Circle"
            expect "press left 16,3"
            press C-c
            expect-exit 0
            expect-restored
            """, to: "a-good.smoke", in: folder)
        try write(
            """
            start echo-fixture.py --size 50x12
            expect "Echo fixture"
            # This never appears:
            expect "Goodbye" --timeout 200ms
            """, to: "nested/b-bad.smoke", in: folder)
        try write("start echo-fixture.py\nclik 1,1\n", to: "c-broken.smoke", in: folder)
        try write("not a script", to: "ignored.txt", in: folder)
        let lines = Lines()
        let status = SmokeSuite.run(paths: [folder.path], runner: runner, jobs: 2) { lines.append($0) }
        let output = lines.text
        #expect(status == 1)
        #expect(lines.all.last == "1 passed, 2 failed")
        // The broken script is reported before anything runs, with line and column.
        #expect(lines.all.first == "FAIL \(folder.path)/c-broken.smoke")
        #expect(output.contains("c-broken.smoke:2:1: error: unknown step 'clik'; did you mean 'click'?"))
        #expect(lines.all.contains { $0.hasPrefix("PASS \(folder.path)/a-good.smoke (") && $0.hasSuffix(" s)") })
        #expect(lines.all.contains { $0.hasPrefix("FAIL \(folder.path)/nested/b-bad.smoke (") })
        #expect(output.contains("nested/b-bad.smoke:4: expect \"Goodbye\" --timeout 200ms"))
        #expect(output.contains("expected: \"Goodbye\" on screen (waited 0.2 s)"))
        #expect(output.contains("|Echo fixture"))
        #expect(!output.contains("ignored.txt"))
    }

    @Test func allPassingExitsZero() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("start echo-fixture.py --exit-code 5\nexpect \"size 80x24\"\npress C-c\nexpect-exit 5\n", to: "ok.smoke", in: folder)
        let lines = Lines()
        let status = SmokeSuite.run(paths: [folder.appendingPathComponent("ok.smoke").path], runner: runner) { lines.append($0) }
        #expect(status == 0)
        #expect(lines.all.last == "1 passed, 0 failed")
    }

    @Test func usageErrors() {
        let lines = Lines()
        #expect(SmokeSuite.run(paths: ["/no/such/folder"], runner: runner) { lines.append($0) } == 2)
        #expect(lines.text.contains("no such file or folder"))
    }

    @Test func snapshotStepRecordsThenCompares() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("start echo-fixture.py --size 40x8\nexpect \"events:\"\nsnapshot first\n", to: "snap.smoke", in: folder)
        let script = try SmokeScript.load(folder.appendingPathComponent("snap.smoke"))
        // Missing snapshot: fails and says how to create it.
        let missing = runner.run(script)
        #expect(!missing.passed)
        #expect(missing.report?.contains("--record") == true)
        var recorder = runner
        recorder.record = true
        let recorded = recorder.run(script)
        #expect(recorded.passed)
        let file = folder.appendingPathComponent("snapshots/snap.first.txt")
        #expect(recorded.recordedSnapshots == [file.path])
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("Echo fixture\n"))
        #expect(runner.run(script).passed)
    }

    @Test func missingProgramNamesTheSearchedPlaces() throws {
        let script = try SmokeScript.parse("start no-such-program-xyz\n", path: "x.smoke", folder: URL(fileURLWithPath: "/tmp"), name: "x")
        let result = runner.run(script)
        #expect(!result.passed)
        #expect(result.report?.contains("x.smoke:1: start no-such-program-xyz") == true)
        #expect(result.report?.contains("--bin-dir") == true)
    }

    /// `expect-file` waits for what a program saved, in the folder it runs in, and shows what
    /// the file holds when the text never comes.
    @Test func expectFileWaitsForWhatTheProgramSaved() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let saving = "start /bin/sh -c \"sleep 0.2; printf 'title: Emma' > book.txt; sleep 30\" --cwd .\n"
        let good = try SmokeScript.parse(saving + "expect-file book.txt \"title: Emma\"\n", path: "good.smoke", folder: folder, name: "good")
        let passed = runner.run(good)
        #expect(passed.passed, "\(passed.report ?? "")")
        let bad = try SmokeScript.parse(saving + "expect-file book.txt \"Persuasion\" --timeout 1s\n", path: "bad.smoke", folder: folder, name: "bad")
        let failed = runner.run(bad)
        #expect(!failed.passed)
        let report = failed.report ?? ""
        #expect(
            report.contains("bad.smoke:2: expect-file book.txt") && report.contains("to hold \"Persuasion\"") && report.contains("it holds: title: Emma"),
            "\(report)")
        let missing = try SmokeScript.parse(saving + "expect-file none.txt x --timeout 300ms\n", path: "none.smoke", folder: folder, name: "none")
        #expect(runner.run(missing).report?.contains("there is no such file") == true)
    }
}
