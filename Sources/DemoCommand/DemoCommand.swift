import ArgumentParser
import Demos
import NibKit
import NibKitTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The command line of every demo program: a demo (or the launcher), perhaps against a broken
/// variant of its screens.
public struct DemoCommand: ParsableCommand {
    /// Named after the program that runs it (`howdy`, `nibkit-demos` ...).
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) },
            abstract: "The books' demos as terminal programs, built from screen files.",
            discussion:
                "Screens are read at run time from the folder given with --screens, then from the folders in NIBKIT_SCREENS, and from Screens/ beside the program or in the working directory. Keys: Tab moves focus, Enter or Space presses, q or Ctrl-C quits."
        )
    }

    @Argument(help: "The demo to start: \(Demo.allCases.map(\.rawValue).joined(separator: ", ")). Without one, the launcher opens.")
    var demo: String?

    @Option(name: .long, help: "Run against a broken variant of the demo's screens (see --list-broken), to see the error the chapter describes.")
    var broken: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Read the screens from this folder first (Screens/Xcode holds the demos' screens as Xcode writes them); others are still found in the usual folders.",
            valueName: "dir"))
    var screens: String?

    @Option(name: .long, help: "Make Shapely's random places and colours repeatable (for scripted tests).")
    var seed: UInt64?

    @Flag(name: .long, help: "Reload the screens when their files change (also NIBKIT_WATCH=1): edit a screen and see it at once.")
    var watch = false

    @Flag(name: .long, help: "List the broken variants of each demo's screens.")
    var listBroken = false

    @Option(name: .long, help: "Start from the initial view controller of this storyboard (Screens/NAME.storyboard), as UIMainStoryboardFile does.")
    var storyboard: String?

    public init() {}

    /// Parses the command line and runs; `fixed` names the demo a single-demo program runs, as
    /// its command line would (`"howdy"`). A name, not a `Demo`: a program's one file is not
    /// recompiled when `Demo` gains a case, and an enum value compiled against its old cases
    /// names another demo (seen: `nibkit-demos` started Characters).
    /// Without arguments, swift-argument-parser is not asked: its reflection costs Howdy 6-13%
    /// of its time to first frame (docs/BENCHMARKS.md, "Speed devices").
    @MainActor
    public static func run(_ fixed: String?) {
        var arguments = Array(CommandLine.arguments.dropFirst())
        do {
            if arguments.isEmpty {
                Glibc.exit(try DemoOptions(demo: fixed).start())
            }
            if let fixed { arguments.insert(fixed, at: 0) }
            var command = try parseAsRoot(arguments)
            // `--help` and `help` parse to the parser's own help command.
            guard let parsed = command as? DemoCommand else {
                try command.run()
                Glibc.exit(0)
            }
            Glibc.exit(try parsed.options.start())
        } catch {
            exit(withError: error)
        }
    }

    /// The parsed command line, as plain values.
    var options: DemoOptions {
        DemoOptions(demo: demo, screens: screens, broken: broken, seed: seed, watch: watch, listBroken: listBroken, storyboard: storyboard)
    }
}

/// What the command line asks for, once parsed (or the defaults, when it is empty).
struct DemoOptions {
    var demo: String?
    /// A folder searched before the usual ones (`--screens`).
    var screens: String?
    var broken: String?
    var seed: UInt64?
    var watch = false
    var listBroken = false
    var storyboard: String?

    @MainActor
    func start() throws -> Int32 {
        Demo.registerClasses()
        if listBroken {
            for (demo, variants) in BrokenVariants.all(in: .default) {
                print("\(demo.rawValue): \(variants.joined(separator: ", "))")
            }
            return 0
        }
        if storyboard != nil, demo != nil { throw ValidationError("give a demo or --storyboard, not both") }
        var searchPath = ScreenSearchPath.default
        if let screens {
            var info = stat()
            guard stat(screens, &info) == 0 else { throw ValidationError("no folder '\(screens)' to read screens from") }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw ValidationError("'\(screens)' is a file, not a folder of screens: give its folder") }
            searchPath.directories.insert(screens, at: 0)
        }
        let chosen: Demo?
        if let name = demo {
            guard let demo = Demo(rawValue: name) else {
                throw ValidationError("unknown demo '\(name)'; choose one of: \(Demo.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if let broken {
                guard let folder = BrokenVariants.folder(for: demo, variant: broken, in: searchPath) else {
                    let known = BrokenVariants.all(in: searchPath).first { $0.0 == demo }?.1 ?? []
                    throw ValidationError("no broken variant '\(broken)' of \(demo.rawValue); known: \(known.joined(separator: ", "))")
                }
                searchPath.directories.insert(folder, at: 0)
            }
            chosen = demo
        } else {
            chosen = nil
        }
        // Without a demo, a storyboard: the one named, or the launcher's. Its controllers find
        // their screens through their scenes; a demo's root finds them in the search path.
        let (seed, storyboard) = (self.seed, self.storyboard ?? Demo.launcherStoryboard)
        let makeRoot = { () throws -> ViewController in
            guard let chosen else { return try Storyboard(name: storyboard, source: searchPath).instantiateInitialViewController() }
            return try chosen.makeRootViewController(seed: seed, source: searchPath)
        }
        let application = Application(backend: CursesBackend())
        application.quitKeys = Demo.quitKeys
        application.window.rootViewController = try makeRoot()
        try chosen?.prepare(application, source: searchPath)
        if watch || getenv("NIBKIT_WATCH").map({ String(cString: $0) == "1" }) == true {
            // The storyboard or the demo's screen is read again (its file changed) and the root made anew.
            LiveReload(application: application) {
                do {
                    return try makeRoot()
                } catch {
                    let broken = ViewController()
                    broken.view = ErrorView(error: error)
                    return broken
                }
            }.start()
        }
        // Problems (a screen that does not load: status 1) go to standard error once restored.
        return application.run()
    }
}

/// Broken variants live in `Screens/Broken/<demo>/<variant>/`: folders of screen files that
/// shadow the good ones when put first in the search path.
enum BrokenVariants {
    static func folder(for demo: Demo, variant: String, in searchPath: ScreenSearchPath) -> String? {
        searchPath.directories.map { "\($0)/Broken/\(demo.rawValue)/\(variant)" }.first { access($0, F_OK) == 0 }
    }

    static func all(in searchPath: ScreenSearchPath) -> [(Demo, [String])] {
        Demo.allCases.compactMap { demo in
            let variants = searchPath.directories.lazy.map { ScreenSearchPath.fileNames(in: "\($0)/Broken/\(demo.rawValue)") }
            return variants.first { !$0.isEmpty }.map { (demo, $0) }
        }
    }
}
