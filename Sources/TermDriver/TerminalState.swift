/// The terminal modes a program can leave switched on. A full-screen program must turn them
/// back off when it exits, or the shell is left unusable (no cursor, clicks typed as garbage).
public struct TerminalState: Hashable, Sendable, CustomStringConvertible {
    /// Whether the program is on the alternate screen (`\e[?1049h`), as full-screen programs are.
    public var alternateScreen: Bool
    /// Whether the cursor is shown (`\e[?25h`); programs hide it while they draw.
    public var cursorVisible: Bool
    /// Mouse modes 1000 (press/release), 1002 (drag), 1003 (all motion): at most one is on.
    public var mouseStandard: Bool
    /// Mouse mode 1002: presses, releases and drags with a button down are reported.
    public var mouseButtonMotion: Bool
    /// Mouse mode 1003: every motion is reported, buttons down or not.
    public var mouseAllMotion: Bool
    /// Any of the three (tmux's own summary flag).
    public var mouseReporting: Bool
    /// SGR (1006) and UTF-8 (1005) mouse report encodings.
    public var mouseSGR: Bool
    /// The UTF-8 (1005) mouse report encoding.
    public var mouseUTF8: Bool
    /// Application cursor keys (DECCKM); reported, not required to be off.
    public var applicationCursorKeys: Bool

    /// tmux format variables, in the order read.
    static let formatNames = [
        "alternate_on", "cursor_flag", "mouse_standard_flag", "mouse_button_flag", "mouse_all_flag", "mouse_any_flag",
        "mouse_sgr_flag", "mouse_utf8_flag", "keypad_cursor_flag",
    ]

    init(flags: [String: Bool]) {
        alternateScreen = flags["alternate_on"] ?? false
        cursorVisible = flags["cursor_flag"] ?? true
        mouseStandard = flags["mouse_standard_flag"] ?? false
        mouseButtonMotion = flags["mouse_button_flag"] ?? false
        mouseAllMotion = flags["mouse_all_flag"] ?? false
        mouseReporting = (flags["mouse_any_flag"] ?? false) || mouseStandard || mouseButtonMotion || mouseAllMotion
        mouseSGR = flags["mouse_sgr_flag"] ?? false
        mouseUTF8 = flags["mouse_utf8_flag"] ?? false
        applicationCursorKeys = flags["keypad_cursor_flag"] ?? false
    }

    /// What is still switched on that should not be, in words; empty when restored.
    public var problems: [String] {
        let modes: [(on: Bool, problem: String)] = [
            (alternateScreen, "still on the alternate screen (missing \\e[?1049l)"),
            (!cursorVisible, "cursor still hidden (missing \\e[?25h)"),
            (mouseStandard, "mouse click reporting still on (missing \\e[?1000l)"),
            (mouseButtonMotion, "mouse drag reporting still on (missing \\e[?1002l)"),
            (mouseAllMotion, "mouse motion reporting still on (missing \\e[?1003l)"),
            (mouseReporting && !(mouseStandard || mouseButtonMotion || mouseAllMotion), "mouse reporting still on"),
            (mouseSGR, "SGR mouse encoding still on (missing \\e[?1006l)"),
            (mouseUTF8, "UTF-8 mouse encoding still on (missing \\e[?1005l)"),
        ]
        return modes.filter(\.on).map(\.problem)
    }

    /// Whether every mode a program must turn off is off (`problems` is empty).
    public var isRestored: Bool { problems.isEmpty }

    /// Each mode on or off in words, for failure messages.
    public var description: String {
        "alternate screen \(onOff(alternateScreen)), cursor \(cursorVisible ? "shown" : "hidden"), "
            + "mouse reporting \(onOff(mouseReporting)), SGR mouse \(onOff(mouseSGR)), "
            + "application cursor keys \(onOff(applicationCursorKeys))"
    }

    private func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }
}
