extension TerminalSession {
    public func press(_ keys: Key...) throws { try press(keys) }

    public func press(_ keys: [Key]) throws {
        guard !keys.isEmpty else { return }
        let commands = keys.map { key -> [String] in
            switch key.payload {
            case .named(let name): return ["send-keys", "-t", target, name]
            case .literal(let text): return sendBytes(text.utf8)
            }
        }
        try server.run(commands: commands)
    }

    /// Types text as if on a keyboard (sent as UTF-8; newlines are sent as Enter would be).
    public func type(_ text: String) throws {
        // In pieces: tmux refuses a command of more than about 16 KB (each byte is an argument).
        let bytes = Array(text.replacingOccurrences(of: "\n", with: "\r").utf8)
        for start in stride(from: 0, to: bytes.count, by: Self.typedBytesPerCommand) {
            try server.run(sendBytes(bytes[start..<min(start + Self.typedBytesPerCommand, bytes.count)]))
        }
    }

    /// How many bytes `type` gives tmux at once: well within the system's argument limits.
    static let typedBytesPerCommand = 4096

    /// Writes mouse reports to the program, all in one go.
    public func send(_ events: [MouseEvent]) throws {
        guard !events.isEmpty else { return }
        try server.run(sendBytes(events.map(\.sgrSequence).joined().utf8))
    }

    /// The tmux command writing `bytes` to the program as they are (`send-keys -H`), with no
    /// key-name or command parsing in the way.
    private func sendBytes(_ bytes: some Sequence<UInt8>) -> [String] {
        ["send-keys", "-t", target, "-H"] + bytes.map { String($0, radix: 16) }
    }

    /// Clicks `count` times (2: a double click). Each click is written separately, so they come
    /// milliseconds apart: inside any double-click interval, yet separate clicks.
    public func click(_ target: Target, button: MouseButton = .left, count: Int = 1, timeout: Duration? = nil) throws {
        let position = try locate(target, purpose: "to click on", timeout: timeout)
        for click in MouseEvent.clicks(count, button: button, at: position) { try send(click) }
    }

    public func click(at position: Position, button: MouseButton = .left) throws {
        try click(.position(position), button: button)
    }

    public func click(on text: String, occurrence: Int = 1, button: MouseButton = .left) throws {
        try click(.text(text, occurrence: occurrence), button: button)
    }

    public func doubleClick(_ target: Target, button: MouseButton = .left) throws {
        try click(target, button: button, count: 2)
    }

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
        try send(Array(repeating: MouseEvent.wheel(direction, position), count: min(max(count, 1), StepParser.mostScrollSteps)))
    }

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
