import Foundation
import NibKit
import NibKitTesting
import ScreenReading

#if canImport(Glibc)
    import Glibc
#endif

/// The Interface Builder figure of `make bench` (docs/BENCHMARKS.md): a real-sized screen as
/// Xcode writes it (Benchmarks/Screens/Account.xib, 50 views, 100 constraints) shown from its
/// file, against the same screen in NibKit's own dialect (AccountNibKit.xib).
///
///     interfacebuilder-bench --time SECONDS SCREENS-FOLDER       both screens in alternating rounds (one JSON line)
///     interfacebuilder-bench --profile K FILE                    K rounds of one screen, for callgrind
///     interfacebuilder-bench --snapshot FILE                     one round; the frame as text
///
/// A round is what a program does to show a screen: read the file and check it, load it (make
/// the objects, connect the controller's view outlet, wake them), then, in a window of 80x24 on
/// the headless backend, solve its constraints and draw the first frame.

let screenSize = Size(width: 80, height: 24)

/// The phases of one round, each returning what it made, so that the next can go on and the
/// objects are torn down after the clock stops.
@inline(never) func read(_ path: String) throws -> NibDocument {
    try ScreenReader.read(ScreenReader.bytes(contentsOf: path), file: path, vocabulary: .nibKit)
}

@inline(never) func load(_ document: NibDocument) throws -> ViewController {
    let controller = ViewController()
    try Nib(document: document, name: "screen").instantiate(owner: controller)
    return controller
}

@inline(never) func solveAndDraw(_ controller: ViewController) throws -> HeadlessApp {
    let app = try HeadlessApp(root: controller, size: screenSize)
    guard app.application.reportedProblems.isEmpty else { throw BenchError("the screen drew with problems: \(app.application.reportedProblems)") }
    return app
}

/// One whole round: the screen at `path` read, loaded, solved and drawn.
@inline(never) func show(_ path: String) throws -> HeadlessApp {
    try solveAndDraw(load(read(path)))
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Keeps results alive so the optimizer cannot drop the work.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}

/// The milliseconds of each phase of one round of the screen at `path`: read, load, frame
/// (solve and draw), and their sum.
func timedRound(_ path: String) throws -> [String: Double] {
    let start = now()
    let document = try read(path)
    let read = now()
    let controller = try load(document)
    let loaded = now()
    let app = try solveAndDraw(controller)
    let drawn = now()
    consume(app)  // torn down after the clock stops
    return ["read": read - start, "load": loaded - read, "frame": drawn - loaded, "total": drawn - start]
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// Both screens, one round of each in turn for about `seconds` (whatever else the machine does
/// slows both alike): one JSON line of each phase's median per screen, and the median of the
/// rounds' own ratios (Xcode's file over NibKit's).
func alternatingRounds(seconds: Double, folder: String) throws -> String {
    let screens = [("xcode", folder + "/Account.xib"), ("nibkit", folder + "/AccountNibKit.xib")]
    // The two files are one screen: they must draw the same frame.
    let frames = try screens.map { try show($0.1).text }
    guard frames[0] == frames[1] else {
        throw BenchError("Account.xib and AccountNibKit.xib draw differently:\n\(frames[0])\n---\n\(frames[1])")
    }
    for _ in 0..<5 { for screen in screens { _ = try timedRound(screen.1) } }  // warm-up, not counted
    var times: [String: [String: [Double]]] = [:]
    let began = now()
    repeat {
        for (name, path) in screens {
            for (phase, time) in try timedRound(path) { times[name, default: [:]][phase, default: []].append(time) }
        }
    } while times["xcode"]!["total"]!.count < 5 || (now() - began < seconds * 1e3 && times["xcode"]!["total"]!.count < 10_000)
    let xcode = times["xcode"]!
    let nibkit = times["nibkit"]!
    var fields = ["\"rounds\": \(xcode["total"]!.count)"]
    for phase in ["read", "load", "frame", "total"] {
        fields.append("\"xcode_\(phase)\": \(median(xcode[phase]!))")
        fields.append("\"nibkit_\(phase)\": \(median(nibkit[phase]!))")
    }
    fields.append("\"ratio\": \(median(zip(xcode["total"]!, nibkit["total"]!).map { $0 / $1 }))")
    return "{" + fields.joined(separator: ", ") + "}"
}

func argument(after flag: String) -> String? {
    guard let index = CommandLine.arguments.firstIndex(of: flag), index + 1 < CommandLine.arguments.count else { return nil }
    return CommandLine.arguments[index + 1]
}

do {
    if let rounds = argument(after: "--profile").flatMap({ Int($0) }), let path = CommandLine.arguments.last {
        var kept: [HeadlessApp] = []
        for _ in 0..<rounds { kept.append(try show(path)) }
        // Ended with the screens still made: tearing them down is not measured.
        withExtendedLifetime(kept) { exit(0) }
    } else if let seconds = argument(after: "--time").flatMap({ Double($0) }), let folder = CommandLine.arguments.last {
        print(try alternatingRounds(seconds: seconds, folder: folder))
    } else if let path = argument(after: "--snapshot") {
        let app = try show(path); print(app.text); print(app.application.window.rootViewController!.view.frame, app.application.window.frame)
    } else {
        print("usage: interfacebuilder-bench --time SECONDS SCREENS-FOLDER | --profile K FILE | --snapshot FILE")
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
