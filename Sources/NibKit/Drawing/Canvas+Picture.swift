import Pictures

extension Canvas {
    /// The canvas as a picture (for SVG screenshots), with the cursor where it is shown.
    public func picture(cursor: Point? = nil) -> Picture {
        Picture(columns: size.width, rows: size.height, cells: cells, cursor: cursor.map { Picture.Position(column: $0.x, row: $0.y) })
    }
}
