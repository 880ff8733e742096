import ArgumentParser
import ScreenChecking

struct Validate: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check screens as the loader would, reporting every problem in every file at once.",
        discussion: """
            Structural checks (elements, attributes, values, ids, destinations) always run. Class checks \
            (unknown classes, outlets and actions a class lacks, runtime attribute key paths) use NibKit's \
            built-in classes, and the app's classes when --sources names its Swift sources; they are \
            scanned, not compiled. Embedded screens (screen="Name") must exist beside the file and not \
            form a cycle. With --sources, a view controller's own screen (named after its class or its \
            nibName) must connect File's Owner's view outlet, and every external object must be a key \
            of some externalObjects: dictionary literal in the sources, and an outlet declared in the \
            sources that no screen loaded with its class as File's Owner connects is a warning.

            With --size WIDTHxHEIGHT, every screen given that has no other problem is then loaded as \
            preview loads it (a controller's main view fills that size), laid out, and its layout \
            checked: required constraints that cannot all hold (unsatisfiable-constraints, listing \
            every constraint involved by line), and each view placed by constraints whose position \
            or size they leave open, at its element's line, with the axes (ambiguous-layout). Without \
            --size, validate lays nothing out.

            Examples:
              nibtool validate Screens/*.xib
              nibtool validate --sources Sources/Demos Screens/Howdy.xib
              nibtool validate --size 40x12 Screens/*.xib
            """
    )

    @OptionGroup var screens: CheckedScreens

    @Option(help: "Also lay out every screen at this size in cells, WIDTHxHEIGHT, and report unsatisfiable and ambiguous layouts.")
    var size: String?

    @Flag(name: .shortAndLong, help: "Print nothing for files without problems (no summary line).")
    var quiet = false

    func validate() throws { try CellSize.validate(size) }

    func execute() throws {
        let result = try screens.check(layoutSize: size.flatMap(CellSize.parse))
        if !quiet {
            for note in result.notes { Console.error(note) }
            let checked = Console.counted(screens.files.count, "screen")
            let problems = Console.counted(result.problemCount, "problem")
            let summary = result.problemCount == 0 ? "\(checked) OK" : "\(problems) in \(result.failedFiles) of \(checked)"
            let warnings = result.warnings.isEmpty ? "" : " (\(Console.counted(result.warnings.count, "warning")))"
            Console.error(summary + warnings)
        }
        if result.problemCount > 0 { throw ExitCode(1) }
    }
}
