import ArgumentParser
import Foundation
import NibFormat
import ScreenChecking
import ScreenReading

struct Convert: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the NibKit screen of an Interface Builder file (.xib or .storyboard written by Xcode).",
        discussion: """
            NibKit loads Xcode's files as they are (docs/INTERFACE_BUILDER.md); convert is for going \
            on by hand in NibKit's own dialect: UIKit's elements become NibKit's, points become \
            cells, colours and fonts what a terminal shows, as loading does. What NibKit does not \
            show is reported as warnings. Comments are kept, as format keeps them.

            Examples:
              nibtool convert Main.storyboard      # writes Main.nibkit.storyboard
              nibtool convert --stdout LoginView.xib | less
              nibtool convert LoginView.xib --output Screens/LoginView.xib
            """
    )

    @Argument(help: "An Interface Builder file (.xib or .storyboard).")
    var file: String

    @Option(name: .shortAndLong, help: "Where to write the screen (default: beside the file, as NAME.nibkit.xib or NAME.nibkit.storyboard).")
    var output: String?

    @Flag(help: "Print the screen instead of writing a file.")
    var stdout = false

    func execute() throws {
        let document = try ScreenFile.readOrExit(file)
        guard document.dialect == .interfaceBuilder else {
            throw ToolError("'\(file)' is already a NibKit screen; `\(Console.command("nibtool", "format", file))` rewrites it in canonical form")
        }
        for warning in document.warnings { Console.error(warning.description) }
        let comments = (try? ScreenReader.bytes(contentsOf: file)).map { XMLComment.all(in: $0, file: file) } ?? []
        let text = ScreenWriter.write(InterfaceBuilderConversion.convert(document), comments: comments)
        if stdout {
            print(text, terminator: "")
            return
        }
        let path = output ?? Self.defaultOutput(for: file)
        try ScreenFile.write(text, to: path)
        Console.error("wrote \(path)")
    }

    /// `Name.xib` → `Name.nibkit.xib`, beside it.
    static func defaultOutput(for file: String) -> String {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent("\(stem).nibkit.\(url.pathExtension.isEmpty ? "xib" : url.pathExtension)").path
    }
}
