import NibKit
import NibKitTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// A purpose-made screen for one `make bench` figure: the bytes the ncursesw backend writes for
/// a one-cell change. The screen is full of text (every row); each `x` pressed changes one
/// digit of the counter in the top-left corner and nothing else; `q` quits.
final class Counter: Responder {
    let label: Label
    var value = 0
    init(label: Label) { self.label = label; super.init() }
    required init(coder: NibCoder) { fatalError("made in code") }

    override func keyDown(_ event: KeyEvent) -> Bool {
        guard event.key == .character("x") else { return false }
        value = (value + 1) % 10
        label.text = String(value)
        return true
    }
}

let application = Application(backend: CursesBackend())
application.quitKeys.insert(.character("q"))
let size = Size(width: 80, height: 24)
for row in 0..<size.height {
    let filler = Label(frame: Rect(x: 2, y: row, width: size.width - 2, height: 1))
    filler.text = String(repeating: "row \(row) of text, ", count: 8)
    application.window.addSubview(filler)
}
let counter = Label(frame: Rect(x: 0, y: 0, width: 1, height: 1))
counter.text = "0"
application.window.addSubview(counter)
let responder = Counter(label: counter)
application.delegate = responder
exit(try application.run())
