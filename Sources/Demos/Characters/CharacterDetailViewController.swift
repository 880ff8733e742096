import NibKit

/// One character's details, presented over the Characters list: the segmented control picks
/// what the preview shows, the stepper how many times; the switch marks a favourite; the
/// progress view shows where the character lies in the list; the notes are kept when the
/// sheet closes (Close, or Esc).
public final class CharacterDetailViewController: ViewController {
    @Outlet var previewLabel: Label?
    @Outlet var nameLabel: Label?
    @Outlet var codeLabel: Label?
    @Outlet var showControl: SegmentedControl?
    @Outlet var repeatStepper: Stepper?
    @Outlet var repeatLabel: Label?
    @Outlet var favouriteSwitch: Switch?
    @Outlet var positionView: ProgressView?
    @Outlet var positionLabel: Label?
    @Outlet var notesView: TextView?

    var character: Unicode.Scalar = " "
    var notes = CharacterNotes()
    /// Where the character is in the list: its place, counted from 0, and the list's length.
    var position = (index: 0, count: 1)
    /// Called once the sheet has closed.
    var onClose: () -> Void = {}

    public override class var actionTable: ActionTable {
        super.actionTable + [
            "showChanged:": .init(CharacterDetailViewController.showChanged),
            "repeatChanged:": .init(CharacterDetailViewController.repeatChanged),
            "favouriteChanged:": .init(CharacterDetailViewController.favouriteChanged),
            "close:": .init(CharacterDetailViewController.close),
        ]
    }

    public override func viewDidLoad() {
        nameLabel?.text = character.properties.name ?? ""
        codeLabel?.text = "\(character.codePointText) · UTF-8 \(character.utf8Text) · \(character.categoryText)"
        favouriteSwitch?.isOn = notes.favourites.contains(character)
        positionView?.progress = position.count > 1 ? Float(position.index) / Float(position.count - 1) : 1
        positionLabel?.text = "\((position.index + 1).grouped) of \(position.count.grouped)"
        notesView?.text = notes.notes[character] ?? ""
        showPreview()
    }

    func showChanged(_ sender: SegmentedControl) { showPreview() }

    func repeatChanged(_ sender: Stepper) { showPreview() }

    func favouriteChanged(_ sender: Switch) {
        if sender.isOn { notes.favourites.insert(character) } else { notes.favourites.remove(character) }
    }

    func close(_ sender: Any?) {
        let text = notesView?.text ?? ""
        notes.notes[character] = text.isEmpty ? nil : text
        dismiss()
        onClose()
    }

    /// Esc closes the sheet, as Cancel would.
    public override func keyDown(_ event: KeyEvent) -> Bool {
        guard event.key == .escape else { return super.keyDown(event) }
        close(nil)
        return true
    }

    /// The preview: the glyph, its code point or its UTF-8 bytes, as many times as the stepper says.
    private func showPreview() {
        let times = Int(repeatStepper?.value ?? 1)
        repeatLabel?.text = times == 1 ? "1 time" : "\(times) times"
        let one: String
        switch showControl?.selectedSegmentIndex {
        case 1: one = character.codePointText
        case 2: one = character.utf8Text
        default: one = character.glyph
        }
        previewLabel?.text = Array(repeating: one, count: times).joined(separator: " ")
    }
}

extension Unicode.Scalar {
    /// Its general category in words, as the Unicode Standard names them: "Math symbol".
    var categoryText: String {
        let name = String(describing: properties.generalCategory)
        var words = ""
        for character in name {
            if character.isUppercase { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : Character(character.lowercased()))
        }
        return words
    }

    /// The UTF-8 bytes in hexadecimal: `E2 86 92`.
    var utf8Text: String {
        String(self).utf8.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined(separator: " ")
    }
}
