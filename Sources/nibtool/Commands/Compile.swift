import ArgumentParser
import Foundation
import NibFormat
import ScreenChecking
import ScreenReading

struct Compile: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Validate screens and write their compiled form (Name.nibc; a storyboard's Name.storyboardc), which the loader prefers when it is newer than its source.",
        discussion: """
            A screen with problems is not compiled; the problems are printed as by validate, and the \
            exit status is 1. Compiled screens keep source locations, so errors found while loading \
            still name the .xib's file:line:column.

            Examples:
              nibtool compile Screens/*.xib                # Name.nibc beside each Name.xib
              nibtool compile Screens/*.xib -o build/Screens --sources Sources/Demos
            """
    )

    @OptionGroup var screens: CheckedScreens

    @Option(name: .shortAndLong, help: "The folder to write Name.nibc into (default: beside each screen).")
    var output: String?

    @Flag(name: .shortAndLong, help: "Print each file written.")
    var verbose = false

    func execute() throws {
        // The base's texts, whatever the user's language: a compiled file is not localized (a
        // program localizes the XML file it finds beside it, `Localization`).
        Localization.languages = []
        let result = try screens.check()
        let files = screens.files
        if let output {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        }
        var written = 0
        for file in files {
            guard let document = result.documents[file] else { continue }
            let directory = output ?? (file as NSString).deletingLastPathComponent
            let compiledExtension = document.isStoryboard ? CompiledScreen.storyboardExtension : CompiledScreen.fileExtension
            let target = (directory.isEmpty ? "" : directory + "/") + ScreenFile.name(of: file) + "." + compiledExtension
            let bytes = CompiledScreen.encode(document)
            guard FileManager.default.createFile(atPath: target, contents: Data(bytes)) else {
                throw ToolError("cannot write '\(target)'")
            }
            written += 1
            if verbose { print("wrote \(target) (\(bytes.count) bytes)") }
        }
        for note in result.notes { Console.error(note) }
        if result.problemCount > 0 {
            Console.error("\(Console.counted(result.problemCount, "problem")); compiled \(written) of \(Console.counted(files.count, "screen"))")
            throw ExitCode(1)
        }
    }
}
