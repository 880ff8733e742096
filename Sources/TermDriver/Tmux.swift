import Foundation

/// A private tmux server (own socket and configuration in a private temporary folder), so
/// sessions never touch the user's tmux and can run side by side.
final class TmuxServer {
    let executable: URL
    let folder: URL
    var socketPath: String { folder.appendingPathComponent("socket").path }
    var configPath: String { folder.appendingPathComponent("tmux.conf").path }
    /// The environment of tmux client processes; the server copies it when it starts.
    let clientEnvironment: [String: String]

    /// A plain terminal of exactly the given size. (Not `window-size manual`: tmux 3.3 crashes
    /// starting a detached session with it; `resize-window` switches to manual by itself.)
    static let configuration = """
        set -g default-terminal xterm-256color
        set -g default-shell /bin/sh
        set -g status off
        set -g remain-on-exit on
        set -g remain-on-exit-format ""
        set -g escape-time 0
        set -g history-limit 1000
        set -g alternate-screen on
        set -g allow-rename off
        """

    init() throws {
        guard let tmux = TmuxServer.locateTmux() else {
            throw DriverError("tmux was not found (looked at $NIBSMOKE_TMUX and on PATH); TermDriver needs tmux 3.2 or later")
        }
        executable = tmux
        // A short base keeps the socket path under the 108-byte limit of Unix sockets.
        let base = FileManager.default.fileExists(atPath: "/tmp") ? URL(fileURLWithPath: "/tmp") : FileManager.default.temporaryDirectory
        folder = base.appendingPathComponent("nibsmoke-\(getpid())-\(UUID().uuidString.prefix(8))")
        var environment = ProcessInfo.processInfo.environment
        for name in ["TMUX", "TMUX_PANE", "COLUMNS", "LINES"] { environment[name] = nil }
        environment.merge(["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "xterm-256color"]) { _, new in new }
        clientEnvironment = environment
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try TmuxServer.configuration.write(toFile: configPath, atomically: true, encoding: .utf8)
    }

    static func locateTmux() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["NIBSMOKE_TMUX"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        return ProgramLocator.find("tmux", searching: [], path: environment["PATH"])
            ?? ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { URL(fileURLWithPath: $0) }
    }

    /// Runs tmux commands in one client invocation, returning standard output; throws tmux's message.
    @discardableResult
    func run(_ commands: [String]...) throws -> String {
        try run(commands: commands)
    }

    @discardableResult
    func run(commands: [[String]], startsServer: Bool = false) throws -> String {
        var arguments = ["-S", socketPath, "-f", configPath, "-u"]
        for (index, command) in commands.enumerated() {
            if index > 0 { arguments.append(";") }
            // An argument ending in ";" would be read as a command separator.
            arguments += command.map { $0.hasSuffix(";") ? String($0.dropLast()) + "\\;" : $0 }
        }
        let result = try ChildProcess.run(executable.path, arguments, environment: clientEnvironment, outputFolder: startsServer ? folder : nil)
        guard result.status == 0 else {
            let message = String(decoding: result.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw DriverError(
                "tmux \(commands.map { $0.first ?? "" }.joined(separator: "; ")) failed: \(message.isEmpty ? "status \(result.status)" : message)")
        }
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    /// Stops the server (which hangs up on the program) and removes the private folder.
    func shutDown() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }
}
