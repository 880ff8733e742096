import Foundation
import Testing

/// The guide "Your first program" shows the files of Examples/FirstProgram, which `make test`
/// builds, tests and runs: each of its code blocks is under a comment naming the file it shows,
/// and is that file or a run of its lines, so the guide cannot go stale. Only commands to type
/// (`sh`, `console`) stand alone.
@Suite("First program guide")
struct FirstProgramGuideTests {
    static let guide = repositoryRoot + "/Sources/NibKit/NibKit.docc/YourFirstProgram.md"

    /// A fenced block of the guide: its line, language, text, and the file named above it.
    struct Block {
        var line: Int
        var language: String
        var lines: [String]
        var file: String?
    }

    static func blocks(of markdown: String) -> [Block] {
        var blocks: [Block] = []
        var open: Block?
        var lastText: String?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            if var block = open {
                if line == "```" {
                    blocks.append(block)
                    open = nil
                    lastText = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if line.hasPrefix("```") {
                let named = lastText.flatMap { $0.hasPrefix("<!-- ") && $0.hasSuffix(" -->") ? String($0.dropFirst(5).dropLast(4)) : nil }
                open = Block(line: index + 1, language: String(line.dropFirst(3)), lines: [], file: named)
            } else if !line.isEmpty {
                lastText = line
            }
        }
        return blocks
    }

    /// Whether `lines` stand together, in this order, in `text`.
    static func isRun(of lines: [String], in text: String) -> Bool {
        let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return fileLines.indices.contains { start in
            start + lines.count <= fileLines.count && Array(fileLines[start..<start + lines.count]) == lines
        }
    }

    @Test func everyCodeBlockIsTheFileItShowsOrARunOfItsLines() throws {
        let blocks = Self.blocks(of: try String(contentsOfFile: Self.guide, encoding: .utf8))
        #expect(blocks.count(where: { $0.file != nil }) >= 6, "the guide shows the example's files")
        for block in blocks {
            guard let file = block.file else {
                #expect(["sh", "console"].contains(block.language), "YourFirstProgram.md:\(block.line): a \(block.language) block names no file above it")
                continue
            }
            #expect(file.hasPrefix("Examples/FirstProgram/"), "YourFirstProgram.md:\(block.line): \(file) is not a file of the example")
            let text = try String(contentsOfFile: repositoryRoot + "/" + file, encoding: .utf8)
            #expect(
                Self.isRun(of: block.lines, in: text),
                """
                YourFirstProgram.md:\(block.line): this block is not \(file), nor a run of its lines; copy the file's text into the guide:
                \(block.lines.joined(separator: "\n"))
                """)
        }
    }

    @Test func aBlockThatDiffersFromItsFileIsFound() throws {
        let markdown = """
            <!-- Examples/FirstProgram/Package.swift -->
            ```swift
            let package = Package(
                name: "Other",
            ```
            """
        let block = try #require(Self.blocks(of: markdown).first)
        #expect(block.file == "Examples/FirstProgram/Package.swift")
        let manifest = try String(contentsOfFile: repositoryRoot + "/" + block.file!, encoding: .utf8)
        #expect(!Self.isRun(of: block.lines, in: manifest))
        #expect(Self.isRun(of: ["let package = Package(", #"    name: "TipSplitter","#], in: manifest))
    }
}
