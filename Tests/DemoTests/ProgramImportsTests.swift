import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the demo programs link is what they start with: Foundation (swift-corelibs-foundation)
/// brings thousands of protocol conformances, which the first cast scans every time a program
/// starts (importing it for one `pow` took Howdy's first frame from 18.1 M to 20.7 M
/// instructions). The modules programs are built from use the C library instead.
@Suite("What programs import")
struct ProgramImportsTests {
    nonisolated static let programModules = [
        "NibKit", "NibFormat", "ScreenReading", "TerminalCells", "Cassowary", "NibKitTerminal", "Demos", "DemoCommand", "howdy", "empty-window", "shapely",
        "characters",
        "nibkit-demos",
    ]

    /// The lines `grep` prints for `arguments`, run from the shell.
    static func grep(_ arguments: String) throws -> [String] {
        let pipe = try #require(popen("grep \(arguments) 2>/dev/null", "r"))
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            lines.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        pclose(pipe)
        return lines
    }

    @Test(arguments: programModules)
    func noModuleOfAProgramImportsFoundation(module: String) throws {
        let found = try Self.grep("-rln '^import Foundation' '\(repositoryRoot)/Sources/\(module)'")
        #expect(found.isEmpty, "these files import Foundation (use Glibc, or FoundationEssentials where it is enough):\n\(found.joined())")
    }

    /// A program reads screens through `Nib` and `NibDocument(contentsOf:)`: NibKit imports the
    /// readers for itself, so `import NibKit` does not bring their API (libxml2's recorder, the
    /// compiled codec, Xcode's dialect) into a program.
    @Test func nibKitKeepsTheReadersToItself() throws {
        let lines = try Self.grep("-rn 'import ScreenReading' '\(repositoryRoot)/Sources/NibKit'")
        #expect(!lines.isEmpty)
        let exported = lines.filter { !$0.contains(":internal import ScreenReading") }
        #expect(exported.isEmpty, "NibKit imports the readers other than internally:\n\(exported.joined())")
    }

    /// What a terminal cell is comes from TerminalCells: the modules that draw pictures and
    /// drive terminals know nothing of the screen format.
    @Test(arguments: ["Pictures", "TermDriver"])
    func aModuleOfCellsKnowsNothingOfScreens(module: String) throws {
        let found = try Self.grep("-rn 'import NibFormat' '\(repositoryRoot)/Sources/\(module)'")
        #expect(found.isEmpty, "these files import the screen format:\n\(found.joined())")
    }
}
