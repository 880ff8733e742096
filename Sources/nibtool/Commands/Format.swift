import ArgumentParser
import Foundation
import NibFormat
import ScreenChecking

struct Format: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite screens in canonical form (stable attribute order, 2-space indent), or check that they are.",
        discussion: """
            Comments are not kept by the screen model, so a file with comments is left alone unless
            --force is given. With --check nothing is written: files that would change are listed
            and the exit status is 1.

            Examples:
              nibtool format Screens/Howdy.xib
              nibtool format --check Screens/*.xib
              nibtool format --stdout Screens/Howdy.xib | diff Screens/Howdy.xib -
            """
    )

    @Argument(help: "Screen files (.xib).")
    var files: [String]

    @Flag(help: "Report files that are not formatted; write nothing.")
    var check = false

    @Flag(help: "Print the formatted text instead of rewriting the file.")
    var stdout = false

    @Flag(help: "Rewrite files even if they contain comments (which are dropped).")
    var force = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one screen file") }
    }

    func execute() throws {
        var problems = 0
        for file in files {
            let bytes: [UInt8]
            let document: NibDocument
            do {
                bytes = try ScreenReader.bytes(contentsOf: file)
                document = try ScreenReader.read(bytes, file: file)
            } catch {
                ScreenFile.describe(error, path: file).forEach { print($0) }
                problems += 1
                continue
            }
            let formatted = ScreenWriter.write(document)
            if stdout { print(formatted, terminator: ""); continue }
            let original = String(decoding: bytes, as: UTF8.self)
            if original == formatted { continue }
            if check {
                print("\(file): not formatted (run `nibtool format \(file)`)")
                problems += 1
                continue
            }
            if original.contains("<!--") && !force {
                Console.error("\(file): has comments, which formatting would drop; left unchanged (use --force)")
                problems += 1
                continue
            }
            do { try formatted.write(toFile: file, atomically: true, encoding: .utf8) } catch {
                throw ToolError("cannot write '\(file)': \(error)")
            }
            Console.error("formatted \(file)")
        }
        if problems > 0 { throw ExitCode(1) }
    }
}
