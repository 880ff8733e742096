/// Why the terminal could not be taken over. The description is one line a user can act on,
/// so a program can print it and exit rather than let ncurses print its own message or exit.
public struct TerminalError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What stood in the way, each with its own message.
    public enum Reason: Equatable, Sendable {
        /// Standard input or output is a pipe or file, not a terminal.
        case notATerminal
        /// TERM is unset or empty.
        case noTerminalType
        /// TERM names a terminal the terminfo database does not know (or cannot drive).
        case unknownTerminalType(String)
        /// ncurses refused for another reason.
        case cannotInitialize(String)
    }

    /// What stood in the way.
    public var reason: Reason
    /// An error for a reason, as ``CursesBackend/start()`` throws it.
    public init(_ reason: Reason) { self.reason = reason }

    /// The message for the user, starting `nibkit:`, naming what to fix (TERM, a terminal).
    public var description: String {
        switch reason {
        case .notATerminal: return "nibkit: standard input and output must be a terminal"
        case .noTerminalType: return "nibkit: the terminal type is not set (TERM)"
        case .unknownTerminalType(let name): return "nibkit: unknown terminal type '\(name)' (TERM)"
        case .cannotInitialize(let why): return "nibkit: cannot use the terminal: \(why)"
        }
    }
}
