import Pictures

extension Capture {
    /// The screen as a picture (for SVG screenshots): colours as the program set them through
    /// the terminal, the cursor where it is if `cursorVisible`.
    public func picture(cursorVisible: Bool = true) -> Picture {
        Picture(
            columns: columns, rows: rows, cells: cells.flatMap { $0 },
            cursor: cursorVisible ? Picture.Position(column: cursor.column, row: cursor.row) : nil)
    }
}
