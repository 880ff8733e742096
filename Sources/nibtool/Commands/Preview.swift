import ArgumentParser
import Foundation
import NibKit
import NibKitTerminal
import ScreenChecking
import ScreenReading

struct Preview: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a screen without its app's code, in the terminal, as text or as an SVG picture; --watch redraws on every save.",
        discussion: """
            Placeholders stand in for File's Owner and external objects; custom classes are drawn as \
            their element's class (a note says so); connections that need the app are left out. \
            Of a storyboard, one scene is drawn: --scene ID (its sceneID, or its controller's id or \
            storyboard identifier), by default the initial scene; segues are not performed.

            A file in a Base.lproj folder takes its texts from the strings file of the user's \
            language beside it (fr.lproj/Main.strings), chosen by LC_ALL, LC_MESSAGES or LANG, or \
            by --locale.

            A screen shown as a sheet (its controller presented by present(_:), NibKit's default \
            style) is drawn as the program draws it: at its main view's own size, centred over \
            the dimmed screen. A storyboard scene only sheet-style presentation segues lead to is \
            drawn so; --sheet says it of any screen.

            In a terminal (without --snapshot or --svg) the screen is shown full-size until q is \
            pressed; when standard output is not a terminal, the text is printed as with --snapshot. \
            --svg prints the screen as an SVG picture, in its colours, to open in a browser.

            Examples:
              nibtool preview --snapshot --size 60x16 Screens/Howdy.xib  # for scripts
              nibtool preview --svg --size 60x16 Screens/Howdy.xib > howdy.svg
              nibtool preview --watch Screens/Howdy.xib  # live, in a tmux pane; q quits
              nibtool preview --snapshot --scene detail Screens/Main.storyboard
              nibtool preview --snapshot --sheet Screens/CharacterDetailViewController.xib
              nibtool preview --snapshot --locale fr Screens/Base.lproj/Main.storyboard
            """
    )

    @Argument(help: "A screen file (.xib or .nibc), or a storyboard (.storyboard or .storyboardc).")
    var file: String

    @Option(help: "Of a storyboard: the scene to draw, by sceneID, controller id or storyboard identifier (default: the initial scene).")
    var scene: String?

    @Option(help: "The size in cells, as WIDTHxHEIGHT, for --snapshot and --svg (default: the terminal's, else 80x24).")
    var size: String?

    @Option(help: "Of a file in Base.lproj: the language whose strings file to draw it in (fr, fr_CA), as LANG would choose.")
    var locale: String?

    @Flag(help: "Print the screen as text and exit (headless; no terminal needed).")
    var snapshot = false

    @Flag(help: "Print the screen as an SVG picture and exit (headless; no terminal needed).")
    var svg = false

    @Flag(help: "Draw the screen as a sheet: its controller presented, centred at its main view's size.")
    var sheet = false

    @Flag(help: "Stay open and redraw each time the file (or a screen it embeds) is saved; errors are shown in place.")
    var watch = false

    @Flag(help: "Do not print notes about classes drawn as their base class.")
    var quiet = false

    func validate() throws {
        let outputs = [("--snapshot", snapshot), ("--svg", svg), ("--watch", watch)].filter(\.1).map(\.0)
        if outputs.count > 1 { throw ValidationError("\(outputs.joined(separator: " and ")) cannot be combined") }
        try CellSize.validate(size)
    }

    func execute() throws {
        if watch || (!snapshot && !svg && isatty(STDOUT_FILENO) == 1) {
            let status = runInTerminal()
            if status != 0 { throw ExitCode(status) }
            return
        }

        // --snapshot or --svg, or standard output is not a terminal: the frame as text or a
        // picture, drawn by an application with no terminal as the program's would draw it.
        let backend = HeadlessBackend(size: size.flatMap(CellSize.parse) ?? Self.terminalSize(), colorSupport: .palette)
        let app = Application(backend: backend)
        do {
            let preview = try document()
            if !quiet {
                preview.warnings.forEach { Console.error($0.description) }
                preview.notes.forEach { Console.error("note: " + $0) }
            }
            try preview.show(in: app)
            try app.window.makeKeyAndVisible()
        } catch {
            ScreenFile.describe(error, path: file).forEach { print($0) }
            throw ExitCode(1)
        }
        app.renderIfNeeded()
        if svg {
            print(backend.canvas.picture().svg(), terminator: "")
        } else {
            print(backend.canvas.text)
        }
    }

    /// The screen to draw, as a sheet if --sheet says so.
    @MainActor func document() throws -> PreviewDocument {
        if let locale { Localization.languages = Localization.languages(of: locale) }
        Image.addFolders(beside: file)
        var preview = try PreviewDocument(path: file, scene: scene)
        if sheet { preview.isSheet = true }
        return preview
    }

    /// The preview in the terminal; with `--watch`, redrawn on each save, a broken screen showing
    /// its errors in place.
    @MainActor func runInTerminal() -> Int32 {
        let app = Application(backend: CursesBackend())
        // A preview takes no typing of its own: `q` quits it, as well as Ctrl-C.
        app.quitKeys.insert(.character("q"))
        // The screen and the screens it embeds, as last loaded.
        var files = [file]
        func reload() {
            do {
                let preview = try document()
                files = preview.files
                try preview.show(in: app)
            } catch {
                // A controller whose view is the error, in place of the screen (and its sheet).
                let controller = ViewController()
                controller.view = ErrorView(error: ToolError(ScreenFile.describe(error, path: file).joined(separator: "\n")))
                app.window.rootViewController?.dismiss()
                app.window.rootViewController = controller
            }
        }
        reload()
        // Five looks a second: a stat per file, no CPU to speak of.
        if watch { FileWatcher(application: app, interval: 0.2, files: { files }, filesDidChange: reload).start() }
        return app.run()
    }

    /// The terminal's size from the environment the shell exports, else 80x24.
    static func terminalSize() -> Size {
        var ws = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
        }
        let env = ProcessInfo.processInfo.environment
        if let w = env["COLUMNS"].flatMap(Int.init), let h = env["LINES"].flatMap(Int.init), w > 0, h > 0 {
            return Size(width: w, height: h)
        }
        return Size(width: 80, height: 24)
    }
}
