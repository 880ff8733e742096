import Foundation
import Testing

/// `nibtool new NAME`: the package it makes (which `make examples` builds and tests), and what it refuses.
@Suite("nibtool new")
final class NibtoolNewTests {
    /// The checkout these tests (and the nibtool beside them) were built from.
    static let checkout = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

    /// An empty folder of this test's own (each test, and each case of a parameterized test,
    /// has an instance of the suite), removed when the test ends.
    let folder = NSTemporaryDirectory() + "nibtool-new-\(getpid())-\(UUID().uuidString.prefix(8))"

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    @Test func makesAPackageWhoseScreenValidatesAgainstItsSourcesAndIsFormatted() throws {
        let result = try Nibtool.run(["new", "Demo", "--nibkit", Self.checkout], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let files = [
            "Package.swift", "Screens/MainViewController.xib", "Sources/Demo/MainViewController.swift", "Sources/Demo/main.swift",
            "Tests/DemoTests/MainViewControllerTests.swift", "Tests/DemoTests/__Snapshots__/README.md", "Tests/Smoke/Demo.smoke", ".gitignore",
        ]
        #expect(result.stdout.hasPrefix(files.map { "created Demo/\($0)\n" }.joined()), "\(result.stdout)")
        for file in files { #expect(FileManager.default.fileExists(atPath: "\(folder)/Demo/\(file)"), "\(file) was not made") }

        let manifest = try String(contentsOfFile: folder + "/Demo/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".package(name: "NibKit", path: "\#(Self.checkout)")"#), "\(manifest)")
        #expect(manifest.contains(".defaultIsolation(MainActor.self)"))
        #expect(manifest.contains(#"exclude: ["__Snapshots__"]"#), "the snapshots are no sources of the test target: \(manifest)")
        for product in ["NibKit", "NibKitTerminal", "NibKitTesting"] {
            #expect(manifest.contains(#".product(name: "\#(product)", package: "NibKit")"#), "\(product) is not a dependency: \(manifest)")
        }

        let screen = folder + "/Demo/Screens/MainViewController.xib"
        let validated = try Nibtool.run(["validate", "--sources", folder + "/Demo/Sources", "--size", "40x12", screen])
        #expect(validated.status == 0 && !validated.stdout.contains("warning"), "\(validated.stdout)\(validated.stderr)")
        let formatted = try Nibtool.run(["format", "--check", screen])
        #expect(formatted.status == 0, "\(formatted.stdout)\(formatted.stderr)")
    }

    @Test func withoutNibkitTheCheckoutNibtoolWasBuiltFromIsUsed() throws {
        #expect(try Nibtool.run(["new", "Demo"], in: folder).status == 0)
        let manifest = try String(contentsOfFile: folder + "/Demo/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".package(name: "NibKit", path: "\#(Self.checkout)")"#), "\(manifest)")
    }

    @Test func aPublishedNibKitIsAskedForFromTheVersionNibtoolPrints() throws {
        let version = try Nibtool.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!version.isEmpty)
        let result = try Nibtool.run(["new", "Tips", "--nibkit", "https://example.com/team/nibkit-swift.git"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try String(contentsOfFile: folder + "/Tips/Package.swift", encoding: .utf8)
        #expect(manifest.contains(#".package(url: "https://example.com/team/nibkit-swift.git", from: "\#(version)")"#), "\(manifest)")
        #expect(manifest.contains(#".product(name: "NibKit", package: "nibkit-swift")"#), "\(manifest)")
    }

    @Test(arguments: [
        ("2fast", "is not a Swift module name"), ("tip-splitter", "is not a Swift module name"), ("class", "is a Swift keyword"),
        ("NibKit", "is the name of a module of NibKit"), ("", "a name is needed"),
    ])
    func aNameThatCannotNameAModuleIsRefused(name: String, reason: String) throws {
        let result = try Nibtool.run(["new", name], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "nothing is written")
    }

    /// SwiftPM refuses two targets of one name in a package graph (seen: a package named
    /// `Demos`), so every target NibKit's manifest declares, but its tests, is refused as a name.
    @Test func everyTargetOfNibKitIsRefusedAsAName() throws {
        let manifest = try String(contentsOfFile: Self.checkout + "/Package.swift", encoding: .utf8)
        let declaration = /\.(?:target|executableTarget|systemLibrary)\(\s*name: "([A-Za-z_][A-Za-z0-9_]*)"/
        let names = manifest.matches(of: declaration).map { String($0.output.1) }
        #expect(names.contains("Demos") && names.contains("nibtool"), "\(names)")
        for name in names {
            let result = try Nibtool.run(["new", name], in: folder)
            #expect(result.status == 2 && result.stderr.contains("is the name of a module of NibKit"), "\(name) is not refused: \(result.stderr)")
        }
    }

    @Test func aFolderThatIsNotEmptyIsLeftAlone() throws {
        try FileManager.default.createDirectory(atPath: folder + "/Demo", withIntermediateDirectories: true)
        try "mine".write(toFile: folder + "/Demo/notes.txt", atomically: true, encoding: .utf8)
        let result = try Nibtool.run(["new", "Demo"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("./Demo already exists and is not empty"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Demo") == ["notes.txt"])

        try FileManager.default.removeItem(atPath: folder + "/Demo/notes.txt")
        #expect(try Nibtool.run(["new", "Demo"], in: folder).status == 0, "an empty folder is used")
    }

    @Test func aFileWhereTheFolderWouldBeIsLeftAlone() throws {
        try "mine".write(toFile: folder + "/Demo", atomically: true, encoding: .utf8)
        let result = try Nibtool.run(["new", "Demo"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("./Demo already exists and is not a folder"), "\(result.stderr)")
        #expect(try String(contentsOfFile: folder + "/Demo", encoding: .utf8) == "mine")
    }

    @Test func aFolderThatIsNotNibKitIsRefusedAsNibkit() throws {
        let result = try Nibtool.run(["new", "Demo", "--nibkit", folder], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("there is no package at \(folder)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Demo"))
    }
}
