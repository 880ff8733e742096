import ArgumentParser
import Foundation
import ScreenChecking

@main
struct NibTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibtool",
        abstract: "The screen author's toolkit: start a program, validate, outline, preview, compile and generate stubs for NibKit screens.",
        discussion: """
            Exit status: 0 when all is well, 1 when a screen has problems, 2 for a usage error. \
            Problems are printed as file:line:column: error: message, the form editors and CI annotate.
            """,
        version: NibKitRelease.version,
        subcommands: [New.self, Validate.self, Outline.self, Connections.self, Preview.self, Compile.self, Convert.self, Stubs.self, Format.self, Schema.self]
    )

    /// Runs the command, mapping usage errors to status 2 (ArgumentParser's default is 64).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                Console.error(fullMessage(for: error))
                Foundation.exit(2)
            }
            if let tool = error as? ToolError {
                Console.error("nibtool: error: \(tool.description)")
                Foundation.exit(1)
            }
            exit(withError: error)
        }
    }
}

/// A command using NibKit, which lives on the main actor: ArgumentParser runs commands on the
/// main thread, but through a requirement that is not isolated.
nonisolated protocol MainActorCommand: ParsableCommand, Sendable {
    @MainActor func execute() throws
}

nonisolated extension MainActorCommand {
    func run() throws { try MainActor.assumeIsolated { try execute() } }
}
