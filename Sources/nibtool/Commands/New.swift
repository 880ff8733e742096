import ArgumentParser
import Foundation
import ScreenChecking

/// `nibtool new NAME`: the starting package of a NibKit program (`StarterPackage`), in ./NAME.
struct New: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a new NibKit program's package in ./NAME: a manifest, one screen and its controller, a headless test and a smoke script.",
        discussion: """
            The package builds and passes its tests as made:
              nibtool new TipSplitter && cd TipSplitter && swift build && swift test
              swift run TipSplitter                        # Ctrl-C quits
              nibsmoke --bin-dir .build/debug Tests/Smoke  # its smoke script, in tmux

            The program reads its screens from Screens/ at run time: in the folders of \
            NIBKIT_SCREENS, beside the program or up to three folders above it (so .build/debug/NAME \
            finds them from any folder while the package stays where it was built), or in the \
            working directory.

            Where NibKit comes from (--nibkit): a folder holding a NibKit checkout, named by path in \
            the manifest; or NibKit's git address, asked for from version \(NibKitRelease.version) \
            on. Without it, the checkout this nibtool was built from.
            """
    )

    @Argument(help: "The package's name, also its program's and module's: a Swift module name (e.g. TipSplitter).")
    var name: String

    @Option(help: ArgumentHelp("A NibKit checkout (a folder) or NibKit's git address (a URL).", valueName: "path-or-url"))
    var nibkit: String?

    func validate() throws {
        if let problem = PackageName.problem(name) { throw ValidationError(problem) }
    }

    func execute() throws {
        let folder = URL(fileURLWithPath: name)
        if let problem = folderProblem(folder.path) { throw ValidationError(problem) }
        let package = StarterPackage(name: name, nibKit: try NibKitDependency(argument: nibkit))
        for file in package.files {
            let url = folder.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            } catch {
                throw ToolError("cannot write \(name)/\(file.path): \(error.localizedDescription)")
            }
            print("created \(name)/\(file.path)")
        }
        let next = [
            ("swift build && swift test", "the program and its headless test"),
            ("nibsmoke --bin-dir .build/debug Tests/Smoke", "its smoke script, in a real terminal"),
            ("swift run \(name)", "the program (Ctrl-C quits)"),
        ]
        let width = next.map(\.0.count).max() ?? 0
        print("\nNext, in \(name):")
        for (command, what) in next { print("  " + command.padding(toLength: width + 4, withPad: " ", startingAt: 0) + what) }
    }

    /// Why the package cannot be made at `path`, or nil: nothing is there, or an empty folder.
    private func folderProblem(_ path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return "./\(name) already exists and is not a folder" }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.isEmpty ? nil : "./\(name) already exists and is not empty; choose another name, or run nibtool new in another folder"
    }
}
