import CNcursesw
import NibKit

extension CursesBackend {
    /// Shows a frame, writing only the cells that differ from the last frame presented (after a
    /// resize or a redraw, every cell that is not blank: the window is erased first); ncurses then
    /// sends only what differs on screen.
    public func present(_ canvas: Canvas, cursor: Point?) {
        guard isStarted, let window else { return }
        let terminalSize = currentSize()
        let width = canvas.size.width
        var lastWritten = -1
        let changed: [Int]
        if let lastFrame, lastFrame.size == canvas.size {
            changed = canvas.changes(since: lastFrame)
        } else {
            // An erased window holds blank cells: only the others are written.
            werase(window)
            changed = canvas.changesSinceErased
        }
        for index in changed {
            // A changed continuation means its wide character must be written again.
            var head = index
            if canvas.cells[index].isContinuation, index % width > 0, canvas.cells[index - 1].width == 2 { head = index - 1 }
            guard head != lastWritten else { continue }
            lastWritten = head
            let x = head % width
            let y = head / width
            guard x < terminalSize.width, y < terminalSize.height else { continue }
            var cell = canvas.cells[head]
            if cell.isContinuation || (cell.width == 2 && x + 1 >= terminalSize.width) {
                cell = Cell(" ", foreground: cell.foreground, background: cell.background, style: cell.style)
            }
            write(cell, x: x, y: y)
        }
        lastFrame = canvas

        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < terminalSize.width, cursor.y < terminalSize.height {
            if cursorShown != true { curs_set(1); cursorShown = true }
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            if cursorShown != false { curs_set(0); cursorShown = false }
            leaveok(window, true)
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// Takes the screen whole, at start and after a suspend: the size ncurses knows now, what is
    /// on screen forgotten (the next frame is written whole, and ncurses repaints the terminal
    /// from scratch), and mouse reports on.
    func repaintAll() {
        size = currentSize()
        lastFrame = nil
        clearok(nk_curscr(), true)
        wnoutrefresh(window)
        doupdate()
        Self.writeAll(inputModesOn)
    }

    private func write(_ cell: Cell, x: Int, y: Int) {
        guard let window else { return }
        // The spacing character first, then up to four combining marks; control characters
        // would move the cursor, so they are shown as spaces.
        var characters: [wchar_t] = cell.character.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) }
        if let first = characters.first, first < 0x20 || first == 0x7F { characters = [0x20] }
        characters.append(0)
        var pair = pairs.pair(foreground: cell.foreground, background: cell.background)
        var character = cchar_t()
        // The short pair argument cannot hold pairs past 32767; the extended one (opts) can.
        setcchar(&character, characters, Self.attributes(cell.style), Int16(truncatingIfNeeded: min(pair, 32767)), &pair)
        mvwadd_wch(window, Int32(y), Int32(x), &character)
    }

    /// The ncurses attribute of each text style.
    private static let attributeTable: [(style: TextStyle, attribute: attr_t)] = [
        (.bold, nk_A_BOLD), (.dim, nk_A_DIM), (.underline, nk_A_UNDERLINE), (.reverse, nk_A_REVERSE), (.italic, nk_A_ITALIC),
    ]

    /// Called for every cell written: no arrays made.
    static func attributes(_ style: TextStyle) -> attr_t {
        var attributes = nk_A_NORMAL
        for (flag, attribute) in attributeTable where style.contains(flag) { attributes |= attribute }
        return attributes
    }
}
