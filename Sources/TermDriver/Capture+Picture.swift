import Pictures
import TerminalCells

extension Capture {
    /// The screen as a picture (for SVG screenshots): colours as the program set them through
    /// the terminal, the cursor where it is if `cursorVisible`.
    public func picture(cursorVisible: Bool = true) -> Picture {
        Picture(
            columns: columns, rows: rows,
            cells: cells.flatMap { row in
                row.map { cell in
                    Picture.Cell(
                        cell.character, foreground: cell.style.foreground.pictureColor, background: cell.style.background.pictureColor,
                        style: cell.style.pictureStyle)
                }
            },
            cursor: cursorVisible ? Picture.Position(column: cursor.column, row: cursor.row) : nil)
    }
}

extension TerminalColor {
    /// The same colour in the format's terms, which decide its RGB.
    var pictureColor: Color {
        switch self {
        case .default: return .default
        case .palette(let index): return .index(index)
        case .rgb(let red, let green, let blue): return .rgb(red, green, blue)
        }
    }
}

extension CellStyle {
    /// The styles a picture draws (blink, hidden and strikethrough are not drawn).
    var pictureStyle: TextStyle {
        let flags: [(Bool, TextStyle)] = [(bold, .bold), (dim, .dim), (italic, .italic), (underline, .underline), (reverse, .reverse)]
        return TextStyle(flags.filter(\.0).map(\.1))
    }
}
