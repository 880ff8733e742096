import Pictures

extension Canvas {
    /// The canvas as a picture (for SVG screenshots), with the cursor where it is shown.
    public func picture(cursor: Point? = nil) -> Picture {
        Picture(
            columns: size.width, rows: size.height,
            cells: cells.map { cell in
                Picture.Cell(
                    cell.isContinuation ? "" : String(cell.character), foreground: cell.foreground, background: cell.background,
                    attributes: cell.style.pictureAttributes)
            },
            cursor: cursor.map { Picture.Position(column: $0.x, row: $0.y) })
    }
}

extension TextStyle {
    /// The same attributes, as a picture names them.
    var pictureAttributes: Picture.Attributes {
        let pairs: [(TextStyle, Picture.Attributes)] = [(.bold, .bold), (.dim, .dim), (.underline, .underline), (.reverse, .reverse), (.italic, .italic)]
        return Picture.Attributes(pairs.filter { contains($0.0) }.map(\.1))
    }
}
