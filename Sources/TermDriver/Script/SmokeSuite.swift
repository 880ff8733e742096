import Foundation

/// Runs many scripts and reports them as `nibsmoke` does: a line per script, failure
/// reports, and `N passed, N failed`.
public enum SmokeSuite {
    /// The exit status meaning "the command was used wrongly" (no scripts, missing path).
    public static let usageErrorStatus: Int32 = 2

    /// Files, and the `*.smoke` files in folders (recursively, sorted), with the paths to show.
    public static func collect(_ paths: [String]) throws -> [(url: URL, displayPath: String)] {
        let fileManager = FileManager.default
        var found: [(URL, String)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw DriverError("no such file or folder: \(path)")
            }
            if !isDirectory.boolValue {
                found.append((URL(fileURLWithPath: path), path))
                continue
            }
            let relatives = fileManager.enumerator(atPath: path)?.allObjects.compactMap { $0 as? String } ?? []
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            for relative in relatives.filter({ $0.hasSuffix(".smoke") }).sorted() {
                found.append((URL(fileURLWithPath: path).appendingPathComponent(relative), base + "/" + relative))
            }
        }
        guard !found.isEmpty else { throw DriverError("no .smoke scripts found in \(paths.joined(separator: ", "))") }
        return found
    }

    /// Parses every script first (reporting mistakes before anything runs), then runs the good
    /// ones, `jobs` at a time, printing in script order. Returns the exit status (0, 1 or 2).
    public static func run(paths: [String], runner: ScriptRunner, jobs: Int = 1, print: @escaping @Sendable (String) -> Void) -> Int32 {
        let files: [(url: URL, displayPath: String)]
        do {
            files = try collect(paths)
        } catch {
            print("nibsmoke: \(error)")
            return usageErrorStatus
        }
        var scripts: [SmokeScript] = []
        var failed = 0
        for file in files {
            do {
                scripts.append(try SmokeScript.load(file.url, displayPath: file.displayPath))
            } catch {
                failed += 1
                print("FAIL \(file.displayPath)")
                print(indented("\(error)"))
            }
        }
        let results = runAll(scripts, runner: runner, jobs: jobs) { result in
            print("\(result.passed ? "PASS" : "FAIL") \(result.path) (\(String(format: "%.2f s", result.duration / .seconds(1))))")
            for file in result.recordedSnapshots { print("  recorded \(file)") }
            for file in result.screenshots { print("  screenshot \(file)") }
            if let report = result.report { print(indented(report)) }
        }
        failed += results.filter { !$0.passed }.count
        let passed = results.filter(\.passed).count
        print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// Runs scripts on `jobs` threads, reporting in script order whatever the parallelism.
    static func runAll(_ scripts: [SmokeScript], runner: ScriptRunner, jobs: Int, report: @escaping @Sendable (ScriptResult) -> Void) -> [ScriptResult] {
        let board = ResultBoard(count: scripts.count, report: report)
        let workers = max(1, min(jobs, scripts.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = board.claim() {
                board.finish(index, runner.run(scripts[index]))
            }
        }
        return board.results
    }

    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}

/// Hands out script indexes to workers and releases results in order.
private final class ResultBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var nextToClaim = 0
    private var nextToReport = 0
    private var slots: [ScriptResult?]
    private let report: @Sendable (ScriptResult) -> Void

    init(count: Int, report: @escaping @Sendable (ScriptResult) -> Void) {
        slots = Array(repeating: nil, count: count)
        self.report = report
    }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextToClaim < slots.count else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    func finish(_ index: Int, _ result: ScriptResult) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        while nextToReport < slots.count, let ready = slots[nextToReport] {
            report(ready)
            nextToReport += 1
        }
    }

    var results: [ScriptResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
