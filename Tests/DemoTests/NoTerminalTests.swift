import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Run without a terminal, a demo says why and exits non-zero, writing nothing else.
@Suite("Running without a terminal")
struct NoTerminalTests {
    nonisolated static let howdy = repositoryRoot + "/.build/debug/howdy"

    /// Runs `command` in a shell and returns its combined output and status.
    func shell(_ command: String) -> (output: String, status: Int32) {
        guard let pipe = popen("{ " + command + "; } 2>&1", "r") else { return ("", -1) }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        let status = pclose(pipe)
        return (output, (status >> 8) & 0xFF)
    }

    @Test(.enabled(if: access(howdy, X_OK) == 0, "needs the built howdy program (make test builds it)"))
    func outputNotATerminal() {
        let (output, _) = shell("cd '\(repositoryRoot)' && TERM=xterm-256color '\(Self.howdy)' < /dev/null | cat")
        #expect(output.contains("must be a terminal"), "\(output)")
        #expect(!output.contains("\u{1B}["), "no escape sequences when there is no terminal")
        let (_, exitStatus) = shell("cd '\(repositoryRoot)' && TERM=xterm-256color '\(Self.howdy)' < /dev/null > /dev/null")
        #expect(exitStatus != 0)
    }

    @Test(.enabled(if: access(howdy, X_OK) == 0, "needs the built howdy program (make test builds it)"))
    func unknownTerminalType() {
        let (output, status) = shell("cd '\(repositoryRoot)' && script -qec 'TERM=nonsense \(Self.howdy)' /dev/null")
        #expect(output.contains("unknown terminal type 'nonsense'"), "\(output)")
        #expect(status != 0)
    }

    @Test(.enabled(if: access(howdy, X_OK) == 0, "needs the built howdy program (make test builds it)"))
    func helpIsPrintedWithoutATerminal() {
        let (output, status) = shell("'\(Self.howdy)' --help")
        #expect(status == 0 && output.contains("USAGE: howdy"), "\(output)")
        let (error, usageStatus) = shell("'\(Self.howdy)' --no-such-option")
        #expect(usageStatus != 0 && error.contains("Unknown option '--no-such-option'"), "\(error)")
    }
}
