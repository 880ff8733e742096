import ArgumentParser
import NibKit
import ScreenChecking

/// The screens `validate` and `compile` check, and the app sources their classes are checked against.
struct CheckedScreens: ParsableArguments {
    @Argument(help: "Screen files (.xib) and storyboards (.storyboard); validate also reads .nibc and .storyboardc.")
    var files: [String]

    @Option(name: .long, help: "A folder (or file) of the app's Swift sources, to check custom classes, outlets and actions.")
    var sources: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one screen file") }
    }

    /// Every problem of every file (with `layoutSize`, of their layouts at that size, too); the
    /// problems are printed as they are found.
    @MainActor func check(layoutSize: Size? = nil) throws -> Validation.Result {
        let result = Validation.check(files, catalog: try Validation.catalog(sources: sources), layoutSize: layoutSize)
        for line in result.lines + result.warnings { print(line) }
        return result
    }
}
