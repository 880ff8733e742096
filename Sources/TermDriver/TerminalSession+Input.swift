import Foundation

extension TerminalSession {
    /// Presses keys in order, as `press(_:)` with an array does.
    public func press(_ keys: Key...) throws { try press(keys) }

    /// Presses keys in order: named keys encoded by tmux for the modes the program set,
    /// characters sent as their UTF-8 bytes.
    public func press(_ keys: [Key]) throws {
        let commands = keys.flatMap { key -> [[String]] in
            switch key.payload {
            case .named(let name): [["send-keys", "-t", target, name]]
            case .literal(let text): sendBytes(Self.characterBytes(text))
            }
        }
        try runBatched(commands)
    }

    /// Types text as if on a keyboard (sent as UTF-8; newlines are sent as Enter would be).
    public func type(_ text: String) throws {
        try runBatched(sendBytes(Self.characterBytes(text.replacingOccurrences(of: "\n", with: "\r"))))
    }

    /// Pastes text as the terminal pastes it: marked as one paste (bracketed) when the
    /// program asked for that, line feeds sent as carriage returns, as a terminal sends them.
    /// Any length: the text goes to tmux through a file, not its command line.
    public func paste(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nibsmoke-paste-\(getpid())-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try server.run(commands: [
            ["load-buffer", "-b", "nibsmoke-paste", file.path], ["paste-buffer", "-p", "-d", "-b", "nibsmoke-paste", "-t", target],
        ])
    }

    /// Writes mouse reports to the program, as one write where they fit in one tmux command.
    public func send(_ events: [MouseEvent]) throws {
        try runBatched(sendBytes(events.map { Array($0.sgrSequence.utf8) }))
    }

    /// The most bytes one `send-keys -H` command writes. Each byte is an argument of up to three
    /// bytes, and tmux refuses a command line of more than about 16 KB.
    static let bytesPerCommand = 4096

    /// The most bytes of arguments `runBatched` gives one tmux invocation: one command of
    /// `bytesPerCommand` bytes (at most 12.3 KB), or several smaller ones, within tmux's 16 KB.
    static let argumentBytesPerInvocation = 13_000

    /// The tmux commands writing `pieces` to the program as they are (`send-keys -H`, with no
    /// key-name or command parsing in the way): as few as hold them at `bytesPerCommand` bytes
    /// each, cut only between whole pieces (characters, mouse reports), so a program reading
    /// what one command wrote never gets half a character or half a report. (A piece longer
    /// than `bytesPerCommand` would be a command of its own; characters and reports are short.)
    func sendBytes(_ pieces: [[UInt8]]) -> [[String]] {
        var commands: [[String]] = []
        var bytes: [UInt8] = []
        func finishCommand() {
            guard !bytes.isEmpty else { return }
            commands.append(["send-keys", "-t", target, "-H"] + bytes.map { String($0, radix: 16) })
            bytes.removeAll(keepingCapacity: true)
        }
        for piece in pieces {
            if bytes.count + piece.count > Self.bytesPerCommand { finishCommand() }
            bytes += piece
        }
        finishCommand()
        return commands
    }

    /// The UTF-8 bytes of each Unicode scalar of `text`: what `sendBytes` may not cut inside.
    static func characterBytes(_ text: String) -> [[UInt8]] {
        text.unicodeScalars.map { Array(String($0).utf8) }
    }

    /// Runs `commands` in order, in as few tmux invocations as keep each within
    /// `argumentBytesPerInvocation`.
    private func runBatched(_ commands: [[String]]) throws {
        var batch: [[String]] = []
        var size = 0
        for command in commands {
            let commandSize = command.reduce(2) { $0 + $1.utf8.count + 1 }  // with the ";" before it
            if !batch.isEmpty, size + commandSize > Self.argumentBytesPerInvocation {
                try server.run(commands: batch)
                batch.removeAll()
                size = 0
            }
            batch.append(command)
            size += commandSize
        }
        if !batch.isEmpty { try server.run(commands: batch) }
    }

    /// Clicks `count` times (2: a double click). Each click is written separately, so they come
    /// milliseconds apart: inside any double-click interval, yet separate clicks.
    public func click(_ target: Target, button: MouseButton = .left, count: Int = 1, timeout: Duration? = nil) throws {
        let position = try locate(target, purpose: "to click on", timeout: timeout)
        for click in MouseEvent.clicks(count, button: button, at: position) { try send(click) }
    }

    /// Clicks once on a cell.
    public func click(at position: Position, button: MouseButton = .left) throws {
        try click(.position(position), button: button)
    }

    /// Clicks once on the middle of the `occurrence`-th appearance of `text` on screen.
    public func click(on text: String, occurrence: Int = 1, button: MouseButton = .left) throws {
        try click(.text(text, occurrence: occurrence), button: button)
    }

    /// Clicks twice in quick succession on `target`.
    public func doubleClick(_ target: Target, button: MouseButton = .left) throws {
        try click(target, button: button, count: 2)
    }

    /// Clicks three times in quick succession on `target` (selects a line in many programs).
    public func tripleClick(_ target: Target, button: MouseButton = .left) throws {
        try click(target, button: button, count: 3)
    }

    /// Presses at `start`, moves through a few cells towards `end`, releases at `end`.
    public func drag(from start: Target, to end: Target, button: MouseButton = .left, timeout: Duration? = nil) throws {
        let from = try locate(start, purpose: "to drag from", timeout: timeout)
        let to = try locate(end, purpose: "to drag to", timeout: timeout)
        try send(MouseEvent.drag(button: button, from: from, to: to))
    }

    /// Turns the wheel `count` notches (1 to `mostScrollSteps`; smoke scripts say so at the step).
    public func scroll(_ direction: ScrollDirection, on target: Target, count: Int = 1, timeout: Duration? = nil) throws {
        let position = try locate(target, purpose: "to scroll over", timeout: timeout)
        try send(Array(repeating: MouseEvent.wheel(direction, position), count: min(max(count, 1), Self.mostScrollSteps)))
    }

    /// The most wheel notches one `scroll` turns (more are cut to this): a bound that keeps a
    /// typo in a count from sending notches for ever. Smoke scripts refuse more at the step.
    public static let mostScrollSteps = 1000

    /// The cell a mouse action aims at: the cell, or the middle of the text once it is on screen.
    public func locate(_ target: Target, timeout: Duration? = nil) throws -> Position {
        try locate(target, purpose: "to point at", timeout: timeout)
    }

    func locate(_ target: Target, purpose: String, timeout: Duration? = nil) throws -> Position {
        switch target {
        case .position(let position):
            guard (0..<columns).contains(position.column), (0..<rows).contains(position.row) else {
                throw SmokeFailure(expected: "cell \(position) \(purpose) inside the \(columns)x\(rows) terminal", capture: try? capture())
            }
            return position
        case .text(let text, let occurrence):
            var match: TextMatch?
            try waitUntil("\(target) on screen \(purpose)", timeout: timeout) { capture in
                match = capture.find(text, occurrence: occurrence)
                return match != nil
            }
            return match!.center
        }
    }
}
