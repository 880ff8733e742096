import NibFormat
import NibKit

/// Validation shared by `validate`, `compile` and `preview --watch`.
public enum Validation {
    /// What checking a set of files found, to print and to decide the exit status.
    public struct Result {
        /// Every problem, file by file, as printed (`file:line:column: error: message`).
        public var lines: [String] = []
        /// Problems that do not stop a screen loading (outlets no screen connects, what an
        /// Interface Builder file has that NibKit does not show).
        public var warnings: [String] = []
        /// What was not checked and how to check it (`note: ...`).
        public var notes: [String] = []
        /// How many problems were found (the number of `lines`).
        public var problemCount = 0
        /// How many files had at least one problem.
        public var failedFiles = 0
        /// The documents read without problems, by path.
        public var documents: [String: NibDocument] = [:]
    }

    /// The classes checks can see: NibKit's own, and those found in the Swift sources under
    /// `sources` (folders).
    public static func catalog(sources: [String]) throws -> ClassCatalog {
        let catalog = ClassCatalog.builtIn()
        for directory in sources { catalog.add(scanned: try SourceScanner.scan(directory: directory, usage: &catalog.usage)) }
        return catalog
    }

    /// Every problem of every file. With `layoutSize`, each screen without problems is also
    /// loaded and laid out at that size (`LayoutCheck`); without it, nothing is laid out.
    public static func check(_ files: [String], catalog: ClassCatalog, layoutSize: Size? = nil) -> Result {
        var result = Result()
        var checker = ScreenChecker(catalog: catalog)
        var read: [(path: String, document: NibDocument)] = []
        // Layout problems reported so far: a screen checked on its own and embedded by another
        // has each reported once.
        var layoutProblems: Set<String> = []
        for file in files {
            var lines: [String] = []
            do {
                let document = try ScreenFile.read(file)
                result.warnings += document.warnings.map(\.description)
                // A storyboard's scenes that nest their views are each a screen loaded with its
                // controller as File's Owner; the others' controllers load their own screens.
                read += document.isStoryboard ? document.scenes.filter(\.nestsView).map { (file, document.screen(ofScene: $0)) } : [(file, document)]
                let diagnostics = checker.check(document, path: file)
                result.warnings += checker.warnings.map(\.description)
                lines = ScreenError(diagnostics).diagnostics.map(\.description)
                if diagnostics.isEmpty {
                    result.documents[file] = document
                    if let layoutSize { lines = LayoutCheck.problems(ofScreenAt: file, size: layoutSize).filter { layoutProblems.insert($0).inserted } }
                }
            } catch {
                lines = ScreenFile.describe(error, path: file)
            }
            if !lines.isEmpty { result.failedFiles += 1 }
            result.problemCount += lines.count
            result.lines += lines
        }
        result.warnings += UnconnectedOutlets.warnings(in: read, catalog: catalog)
        if !checker.uncheckedClasses.isEmpty {
            result.notes.append(
                "note: custom classes not checked (\(checker.uncheckedClasses.sorted().joined(separator: ", "))); pass --sources DIR to check them")
        }
        if !checker.uncheckedExternalObjects.isEmpty, let opaque = catalog.usage.opaqueExternalObjects.first {
            result.notes.append(
                "note: external objects not checked (\(checker.uncheckedExternalObjects.sorted().joined(separator: ", "))): the sources pass externalObjects: a dictionary that is not a literal (\(opaque))"
            )
        }
        return result
    }
}
