import ArgumentParser
import Foundation
import NibFormat
import ScreenChecking
import ScreenReading

struct Format: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite screens in canonical form (stable attribute order, 2-space indent), or check that they are.",
        discussion: """
            Comments are kept: each stays before the element it was written before, and moves with \
            it. With --check nothing is written: files that would change are listed, each with the \
            command that formats it, and the exit status is 1.

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

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one screen file") }
    }

    func execute() throws {
        var problems = 0
        for file in files where try !format(file) { problems += 1 }
        if problems > 0 { throw ExitCode(1) }
    }

    /// Formats one file (with --check, checks it; with --stdout, prints it); false when it has a
    /// problem, which is printed. Xcode's files are Xcode's to write, compiled ones `compile`'s.
    @MainActor func format(_ file: String) throws -> Bool {
        func refuse(_ reason: String) -> Bool {
            print("\(file): error: \(reason)")
            return false
        }
        let bytes: [UInt8]
        let document: NibDocument
        let comments: [XMLComment]
        do {
            bytes = try ScreenReader.bytes(contentsOf: file)
            if CompiledScreen.isCompiled(bytes) {
                return refuse("a compiled screen, which format does not write; format the screen it was compiled from, and compile that again")
            }
            (document, comments) = try ScreenReader.readKeepingComments(bytes, file: file, vocabulary: .nibKit)
        } catch {
            ScreenFile.describe(error, path: file).forEach { print($0) }
            return false
        }
        if document.dialect == .interfaceBuilder {
            return refuse(
                "an Interface Builder file, which format leaves to Xcode; `\(Console.command("nibtool", "convert", file))` writes NibKit's screen of it")
        }
        let formatted = ScreenWriter.write(document, comments: comments)
        if stdout {
            print(formatted, terminator: "")
            return true
        }
        if String(decoding: bytes, as: UTF8.self) == formatted { return true }
        if check {
            print("\(file): not formatted (run `\(Console.command("nibtool", "format", file))`)")
            return false
        }
        try ScreenFile.write(formatted, to: file)
        Console.error("formatted \(file)")
        return true
    }
}
