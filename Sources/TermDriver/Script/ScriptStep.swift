import Foundation
import TerminalCells

/// A parsed smoke script: the steps to perform, in order.
public struct SmokeScript: Sendable {
    /// The path as shown in reports.
    public var path: String
    /// Where the script lives; snapshots and relative program paths are found from here.
    public var folder: URL
    /// The script's file name without `.smoke`; names its snapshot files.
    public var name: String
    /// The steps, in the order written.
    public var steps: [ScriptStep]
}

/// One line of a script that does something.
public struct ScriptStep: Sendable {
    /// 1-based line number.
    public var line: Int
    /// The line as written, trimmed, without its comment; quoted in failure reports.
    public var source: String
    /// What the step does.
    public var action: ScriptAction
}

/// What the program is started with.
public struct StartOptions: Sendable, Hashable {
    /// The program to start: a bare name, looked up in the runner's folders then PATH, or a path
    /// relative to the script's folder.
    public var program: String
    /// What the program is given, after its name.
    public var arguments: [String]
    /// The terminal's width in cells (`--size CxR`; 80 by default).
    public var columns: Int
    /// The terminal's height in cells (`--size CxR`; 24 by default).
    public var rows: Int
    /// Variables set for the program (`--env NAME=VALUE`), over the runner's own.
    public var environment: [String: String]
    /// Relative to the script's folder; nil means the runner's current folder.
    public var workingDirectory: String?
}

/// The steps a script can take. See docs/SMOKE_TESTS.md for the written forms.
public enum ScriptAction: Sendable, Hashable {
    /// `start PROGRAM ...`: starts the program in a new terminal, stopping any one started before.
    case start(StartOptions)
    /// `expect TEXT`: waits until the text is on screen.
    case expect(String, timeout: Duration?)
    /// `expect-gone TEXT`: waits until the text is no longer on screen.
    case expectGone(String, timeout: Duration?)
    /// `wait-stable [QUIET]`: waits until the screen has not changed for `quiet`.
    case waitStable(quiet: Duration, timeout: Duration?)
    /// `press KEY...`: presses keys in order.
    case press([Key])
    /// `type TEXT`: types text as on a keyboard.
    case type(String)
    /// `paste TEXT`: pastes text as the terminal pastes it (bracketed, when the program asked).
    case paste(String)
    /// `click`, `right-click`, `double-click`, `triple-click TARGET`: clicks `count` times.
    case click(Target, button: MouseButton, count: Int, timeout: Duration?)
    /// `drag TARGET to TARGET`: presses at one, moves, releases at the other.
    case drag(from: Target, to: Target, timeout: Duration?)
    /// `scroll DIRECTION TARGET [COUNT]`: turns the wheel `count` notches over the target.
    case scroll(ScrollDirection, Target, count: Int, timeout: Duration?)
    /// `resize CxR`: resizes the terminal; the program receives `SIGWINCH`.
    case resize(columns: Int, rows: Int)
    /// `snapshot NAME`: compares the screen's text with a stored snapshot, or records it.
    case snapshot(String, timeout: Duration?)
    /// Writes the settled screen, in its colours, as an SVG picture named NAME.svg.
    case screenshot(String, timeout: Duration?)
    /// `expect-color TARGET [fg=COLOR] [bg=COLOR]`: waits until the target's cells have these colours.
    case expectColor(Target, foreground: Color?, background: Color?, timeout: Duration?)
    /// `expect-exit [STATUS]`: waits for the program to exit with this status.
    case expectExit(Int32, timeout: Duration?)
    /// `expect-restored`: waits for the program to exit, then checks it left the terminal as it
    /// found it.
    case expectRestored(timeout: Duration?)
    /// `expect-file PATH TEXT`: waits until the file (relative to the program's working folder)
    /// holds the text: what a program saved, checked without a wrapper script.
    case expectFile(path: String, text: String, timeout: Duration?)
}
