import ArgumentParser
import NibFormat

/// `nibtool validate FILE...`: every problem in every file at once.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check screens as the loader would, reporting every problem in every file at once.",
        discussion: """
        Structural checks (elements, attributes, values, ids, destinations) always run. Class checks
        (unknown classes, outlets and actions a class lacks, runtime attribute key paths) use NibKit's
        built-in classes, and the app's classes when --sources names its Swift sources; they are
        scanned, not compiled. Embedded screens (screen="Name") must exist beside the file and not
        form a cycle. With --sources, a view controller's own screen (named after its class or its
        nibName) must connect File's Owner's view outlet, and every external object must be a key
        of some externalObjects: dictionary literal in the sources.

        Examples:
          nibtool validate Screens/*.xib
          nibtool validate --sources Sources/Demos Screens/Howdy.xib
        """
    )

    @Argument(help: "Screen files (.xib or .nibc).")
    var files: [String]

    @Option(name: .long, help: "A folder (or file) of the app's Swift sources, to check custom classes, outlets and actions.")
    var sources: [String] = []

    @Flag(name: .shortAndLong, help: "Print nothing for files without problems (no summary line).")
    var quiet = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one screen file") }
    }

    func run() throws { try MainActor.assumeIsolated { try execute() } }

    @MainActor func execute() throws {
        let catalog = try Validation.catalog(sources: sources)
        let result = Validation.check(files, catalog: catalog)
        for line in result.lines { print(line) }
        if !quiet {
            for note in result.notes { Console.error(note) }
            let problems = result.problemCount
            Console.error(problems == 0 ? "\(files.count) screen\(files.count == 1 ? "" : "s") OK" : "\(problems) problem\(problems == 1 ? "" : "s") in \(result.failedFiles) of \(files.count) screen\(files.count == 1 ? "" : "s")")
        }
        if result.problemCount > 0 { throw ExitCode(1) }
    }
}

/// Validation shared by `validate`, `compile` and `preview --watch`.
enum Validation {
    struct Result {
        var lines: [String] = []
        var notes: [String] = []
        var problemCount = 0
        var failedFiles = 0
        var documents: [String: ScreenDocument] = [:]
    }

    static func catalog(sources: [String]) throws -> ClassCatalog {
        let catalog = ClassCatalog.builtIn()
        var usage = SourceUsage()
        for directory in sources { catalog.add(scanned: try SourceScanner.scan(directory: directory, usage: &usage)) }
        catalog.usage = usage
        return catalog
    }

    static func check(_ files: [String], catalog: ClassCatalog) -> Result {
        var result = Result()
        var checker = ScreenChecker(catalog: catalog)
        for file in files {
            var lines: [String] = []
            do {
                let document = try ScreenFile.read(file)
                let diagnostics = checker.check(document, path: file)
                lines = ScreenError(diagnostics).diagnostics.map(\.description)
                if diagnostics.isEmpty { result.documents[file] = document }
            } catch {
                lines = ScreenFile.describe(error, path: file)
            }
            if !lines.isEmpty { result.failedFiles += 1 }
            result.problemCount += lines.count
            result.lines += lines
        }
        if !checker.uncheckedClasses.isEmpty {
            result.notes.append("note: custom classes not checked (\(checker.uncheckedClasses.sorted().joined(separator: ", "))); pass --sources DIR to check them")
        }
        if !checker.uncheckedExternalObjects.isEmpty, let opaque = catalog.usage.opaqueExternalObjects.first {
            result.notes.append("note: external objects not checked (\(checker.uncheckedExternalObjects.sorted().joined(separator: ", "))): the sources pass externalObjects: a dictionary that is not a literal (\(opaque))")
        }
        return result
    }
}
