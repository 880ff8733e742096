import NibKit
import NibKitTerminal
import NibKitTesting

#if canImport(Glibc)
    import Glibc
#endif

/// The list figures of `make bench` (issues 15 and 35), on a table of numbered rows
/// (NumberedRows) and a collection view of numbered items (NumberedItems):
///
///     table-bench --profile K SHAPE      K rounds of start + one page, for callgrind
///     table-bench --time SECONDS         the shapes compared, timed in alternating rounds (JSON lines)
///     table-bench --memory SHAPE         one round, then the peak memory (VmHWM, kB)
///     table-bench --terminal SHAPE       the table full-screen on ncursesw, for the pty harness
///
/// SHAPE is a row count ("1000000": one untitled section), rows x sections ("1000000x1000":
/// titled sections), or an item count after "grid" ("grid1000000": a collection view). A round
/// is what a program does to show a list: make it in a window of 80x24 on the headless backend,
/// draw the first frame, scroll one page, draw again.

let screenSize = Size(width: 80, height: 24)

func shape(_ text: String) -> NumberedRows.Shape {
    let parts = text.split(separator: "x").compactMap { Int($0) }
    guard let rows = parts.first, rows > 0 else { fatalError("a shape is ROWS, ROWSxSECTIONS or gridITEMS, not \(text)") }
    return parts.count > 1 ? NumberedRows.Shape(rows: rows, sections: max(1, parts[1]), titled: true) : NumberedRows.Shape(rows: rows)
}

/// The list a shape names, made for a screen: its controller and its scroll view.
func list(_ text: String, allowsSelection: Bool = true) -> (ViewController, ScrollView) {
    if text.hasPrefix("grid") {
        guard let items = Int(text.dropFirst(4)), items > 0 else { fatalError("a collection view's shape is gridITEMS, not \(text)") }
        let controller = NumberedItems(items, size: screenSize)
        return (controller, controller.collectionView)
    }
    let controller = NumberedRows(shape(text), size: screenSize, allowsSelection: allowsSelection)
    return (controller, controller.table)
}

/// One round: the list started and drawn, then scrolled a page and drawn. The application is
/// returned, so that tearing it down is left out of what is measured.
@inline(never) func startAndScrollOnePage(_ shape: String) -> Application {
    let (controller, scrollView) = list(shape)
    let started: HeadlessApp
    do { started = try HeadlessApp(root: controller, size: screenSize) } catch { fatalError("\(error)") }
    scrollView.setContentOffset(Point(x: 0, y: scrollView.contentOffset.y + scrollView.bounds.height))
    started.application.processEvents()
    return started.application
}

/// Keeps results alive so the optimizer cannot drop the work.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

func milliseconds(_ work: () -> Application) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    let result = work()
    clock_gettime(CLOCK_MONOTONIC, &end)
    consume(result)  // torn down after the clock stops
    return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

/// The shapes a figure compares, one round of each in turn for about `seconds`: whatever else
/// the machine does slows a table and its reference alike. One JSON line per compared shape:
/// its median, its reference's, and the median of the rounds' own ratios.
func alternatingRounds(seconds: Double) -> [String] {
    let pairs: [(measured: String, reference: String)] = [("1000000", "100"), ("1000000x1000", "100x1"), ("grid1000000", "grid100")]
    let names = ["100", "1000000", "100x1", "1000000x1000", "grid100", "grid1000000"]
    var times: [String: [Double]] = [:]
    for name in names { consume(startAndScrollOnePage(name)) }  // warm-up, not counted
    var elapsed = 0.0
    repeat {
        for name in names {
            let time = milliseconds { startAndScrollOnePage(name) }
            times[name, default: []].append(time)
            elapsed += time / 1e3
        }
    } while times["100", default: []].count < 5 || (elapsed < seconds && times["100", default: []].count < 10_000)
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return pairs.map { pair in
        let measured = times[pair.measured] ?? []
        let reference = times[pair.reference] ?? []
        return "{\"shape\": \"\(pair.measured)\", \"reference\": \"\(pair.reference)\", \"rounds\": \(measured.count), "
            + "\"ms\": \(median(measured)), \"reference_ms\": \(median(reference)), "
            + "\"ratio\": \(median(zip(measured, reference).map { $0 / $1 }))}"
    }
}

/// The process's peak resident memory so far, in kB (VmHWM).
func peakMemory() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") { return Int(text.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0 }
    }
    return 0
}

func argument(after flag: String) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: flag), index + 1 < CommandLine.arguments.count else { return nil }
    return CommandLine.arguments[index + 1]
}

if let rounds = argument(after: "--profile").flatMap({ Int($0) }) {
    let measured = CommandLine.arguments.last ?? "100"
    var kept: [Application] = []
    for _ in 0..<rounds { kept.append(startAndScrollOnePage(measured)) }
    // Ended with the tables still made: tearing them down is not measured (nor is it timed).
    withExtendedLifetime(kept) { exit(0) }
} else if let seconds = argument(after: "--time").flatMap({ Double($0) }) {
    for line in alternatingRounds(seconds: seconds) { print(line) }
} else if let name = argument(after: "--memory") {
    let application = startAndScrollOnePage(name)
    print(peakMemory())
    consume(application)
} else if let name = argument(after: "--terminal") {
    // Full-screen on ncursesw, selecting nothing, so that the arrows scroll (Down: one row).
    let application = Application(backend: CursesBackend())
    application.quitKeys.insert(.character("q"))  // as the measures end it
    application.window.rootViewController = list(name, allowsSelection: false).0
    exit(application.run())
} else {
    print("usage: table-bench --profile K SHAPE | --time SECONDS | --memory SHAPE | --terminal SHAPE")
    exit(2)
}
