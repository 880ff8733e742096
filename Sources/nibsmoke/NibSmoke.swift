import ArgumentParser
import Foundation
import TermDriver

/// `nibsmoke`: the command line of TermDriver's `SmokeSuite`, which runs smoke-test scripts.
@main
struct NibSmoke: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibsmoke",
        abstract: "Run .smoke scripts that drive terminal programs through a real terminal (tmux).",
        discussion: """
            Prints one line per script (PASS or FAIL with the failure report), then \
            'N passed, N failed'. Exits 0 when all pass, 1 when any fails, 2 on usage errors. \
            The script format is described in docs/SMOKE_TESTS.md.
            """
    )

    @Option(name: .customLong("bin-dir"), help: ArgumentHelp("Folder searched first for programs named in 'start' steps (repeatable).", valueName: "DIR"))
    var binDirectories: [String] = []

    @Option(help: ArgumentHelp("Default time limit of waiting steps, in seconds.", valueName: "SECONDS"))
    var timeout: Double = 5

    @Flag(help: "Write snapshot files instead of comparing them (same as NIBSMOKE_RECORD=1).")
    var record = false

    @Option(
        name: .customLong("screenshot-dir"),
        help: ArgumentHelp("Folder 'screenshot NAME.svg' steps write their pictures into (default: .build/screenshots).", valueName: "DIR"))
    var screenshotDirectory: String?

    @Option(help: "How many scripts to run at once.")
    var jobs: Int = 1

    @Argument(help: ArgumentHelp("Script files, or folders searched recursively for *.smoke.", valueName: "PATH"))
    var paths: [String] = []

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one script file or folder") }
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let runner = ScriptRunner(
            binDirectories: binDirectories.map { URL(fileURLWithPath: $0).standardizedFileURL },
            timeout: .milliseconds(Int((timeout * 1000).rounded())),
            record: record || Snapshot.recordRequested,
            screenshotFolder: screenshotDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? ScriptRunner.defaultScreenshotFolder)
        let status = SmokeSuite.run(paths: paths, runner: runner, jobs: jobs) { line in
            // Unbuffered, so each script's line appears as soon as it is done.
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Usage errors exit with 2 (ArgumentParser's default is 64), as the docs promise.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .success || error is ExitCode { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(SmokeSuite.usageErrorStatus)
        }
    }
}
