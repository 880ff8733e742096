import Foundation

/// A parsed smoke script: the steps to perform, in order.
public struct SmokeScript: Sendable {
    /// The path as shown in reports.
    public var path: String
    /// Where the script lives; snapshots and relative program paths are found from here.
    public var folder: URL
    /// The script's file name without `.smoke`; names its snapshot files.
    public var name: String
    public var steps: [ScriptStep]
}

/// One line of a script that does something.
public struct ScriptStep: Sendable {
    /// 1-based line number.
    public var line: Int
    /// The line as written, trimmed, without its comment; quoted in failure reports.
    public var source: String
    public var action: ScriptAction
}

/// What the program is started with.
public struct StartOptions: Sendable, Hashable {
    public var program: String
    public var arguments: [String]
    public var columns: Int
    public var rows: Int
    public var environment: [String: String]
    /// Relative to the script's folder; nil means the runner's current folder.
    public var workingDirectory: String?
}

/// The steps a script can take. See docs/SMOKE_TESTS.md for the written forms.
public enum ScriptAction: Sendable, Hashable {
    case start(StartOptions)
    case expect(String, timeout: Duration?)
    case expectGone(String, timeout: Duration?)
    case waitStable(quiet: Duration, timeout: Duration?)
    case press([Key])
    case type(String)
    case click(Target, button: MouseButton, count: Int, timeout: Duration?)
    case drag(from: Target, to: Target, timeout: Duration?)
    case scroll(ScrollDirection, Target, count: Int, timeout: Duration?)
    case resize(columns: Int, rows: Int)
    case snapshot(String, timeout: Duration?)
    /// Writes the settled screen, in its colours, as an SVG picture named NAME.svg.
    case screenshot(String, timeout: Duration?)
    case expectColor(Target, foreground: TerminalColor?, background: TerminalColor?, timeout: Duration?)
    case expectExit(Int32, timeout: Duration?)
    case expectRestored(timeout: Duration?)
}
