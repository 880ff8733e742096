import TerminalCells

/// Writes a picture as SVG: every cell on an exact grid of `cellWidth` x `cellHeight` pixels,
/// backgrounds and text merged into runs of one style (small files), box drawing and blocks
/// drawn as shapes so they join, the cursor as a block in reverse, and any marked cells
/// outlined in red (the cells a failed snapshot differs in).
struct SVGWriter {
    static let cellWidth = 9.0
    static let cellHeight = 18.0
    static let fontSize = 15.0
    /// From a cell's top to the text's baseline.
    static let baseline = 14.0
    /// Monospace fonts found on most systems, first the system's own.
    static let fontFamily = "ui-monospace, 'DejaVu Sans Mono', 'Cascadia Mono', Menlo, Consolas, 'Liberation Mono', monospace"
    static let markColor = "#ff3030"

    let picture: Picture
    let colors: PictureColors
    let marked: [Picture.Position]

    /// The colours each cell is seen in, the cursor's cell swapped as a block cursor shows it.
    private let seen: [(foreground: String, background: String)]

    init(picture: Picture, colors: PictureColors, marked: [Picture.Position]) {
        self.picture = picture
        self.colors = colors
        self.marked = marked
        var seen = picture.cells.map(colors.seen)
        if let cursor = picture.cursor, (0..<picture.columns).contains(cursor.column), (0..<picture.rows).contains(cursor.row) {
            let index = cursor.row * picture.columns + cursor.column
            seen[index] = (seen[index].background, seen[index].foreground)
        }
        self.seen = seen
    }

    func svg() -> String {
        let width = Markup.number(Double(picture.columns) * Self.cellWidth)
        let height = Markup.number(Double(picture.rows) * Self.cellHeight)
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
                + "font-family=\"\(Self.fontFamily)\" font-size=\"\(Markup.number(Self.fontSize))\" xml:space=\"preserve\">",
            "<style>text{white-space:pre}.b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}</style>",
            "<rect width=\"100%\" height=\"100%\" fill=\"\(colors.backgroundHex)\"/>",
        ]
        out += backgrounds()
        out += shapes()
        out += texts()
        out += marks()
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private func index(_ column: Int, _ row: Int) -> Int { row * picture.columns + column }

    // MARK: Backgrounds

    /// Runs of one background colour along each row, stacked into one rectangle where rows repeat.
    private func backgrounds() -> [String] {
        var rectangles = RectangleMerger()
        for row in 0..<picture.rows {
            var column = 0
            while column < picture.columns {
                let fill = seen[index(column, row)].background
                var end = column + 1
                while end < picture.columns, seen[index(end, row)].background == fill { end += 1 }
                if fill != colors.backgroundHex {
                    rectangles.add(x: Double(column), y: Double(row), width: Double(end - column), height: 1, fill: fill, opacity: 1)
                }
                column = end
            }
        }
        return rectangles.elements()
    }

    // MARK: Box drawing and blocks

    private func shapes() -> [String] {
        var lines = LineMerger()
        var rounded: [String: String] = [:]
        var blocks = RectangleMerger()
        // A block touching the one before it on the row, of the same height and colour, extends it.
        var pending: (x: Double, y: Double, width: Double, height: Double, fill: String, opacity: Double)?
        func flush() {
            if let p = pending { blocks.add(x: p.x, y: p.y, width: p.width, height: p.height, fill: p.fill, opacity: p.opacity) }
            pending = nil
        }
        for row in 0..<picture.rows {
            flush()
            for column in 0..<picture.columns {
                guard let glyph = CellGlyph.of(picture[column, row].character) else { continue }
                let color = seen[index(column, row)].foreground
                switch glyph {
                case .block(let x, let y, let width, let height, let opacity):
                    let left = Double(column) + x
                    let top = Double(row) + y
                    if let p = pending, p.x + p.width == left, p.y == top, p.height == height, p.fill == color, p.opacity == opacity {
                        pending!.width += width
                    } else {
                        flush()
                        pending = (left, top, width, height, color, opacity)
                    }
                case .lines(let up, let right, let down, let left, let isRounded):
                    if isRounded, let path = Self.roundedCorner(column: column, row: row, up: up, right: right, down: down, left: left) {
                        rounded[color, default: ""] += path
                    } else {
                        lines.add(column: column, row: row, up: up, right: right, down: down, left: left, color: color)
                    }
                }
            }
        }
        flush()
        let curves = rounded.keys.sorted().map { color in
            "<path d=\"\(rounded[color]!)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(Markup.number(LineMerger.width(.light)))\"/>"
        }
        return blocks.elements() + lines.elements() + curves
    }

    /// A light corner that curves: from the middle of one edge to the middle of the other.
    private static func roundedCorner(
        column: Int, row: Int, up: CellGlyph.Weight?, right: CellGlyph.Weight?, down: CellGlyph.Weight?, left: CellGlyph.Weight?
    ) -> String? {
        let x = (Double(column) + 0.5) * cellWidth
        let y = (Double(row) + 0.5) * cellHeight
        let horizontalEnd = right != nil ? x + cellWidth / 2 : left != nil ? x - cellWidth / 2 : nil
        let verticalEnd = down != nil ? y + cellHeight / 2 : up != nil ? y - cellHeight / 2 : nil
        guard let horizontalEnd, let verticalEnd else { return nil }
        let n = Markup.number
        let bend = verticalEnd > y ? y + cellWidth / 2 : y - cellWidth / 2
        return "M\(n(horizontalEnd)) \(n(y))Q\(n(x)) \(n(y)) \(n(x)) \(n(bend))V\(n(verticalEnd))"
    }

    // MARK: Text

    /// Runs of characters of one colour and style along each row; spaces join any run,
    /// and runs are trimmed of them. Wide characters stand alone, centred on their two cells.
    private func texts() -> [String] {
        var out: [String] = []
        for row in 0..<picture.rows {
            var run: (start: Int, characters: String, count: Int, style: RunStyle)?
            func flush() {
                guard let current = run else { return }
                run = nil
                out.append(textElement(current.characters, column: current.start, row: row, columns: current.count, style: current.style))
            }
            for column in 0..<picture.columns {
                let cell = picture[column, row]
                if cell.isContinuation { continue }
                let style = RunStyle(fill: seen[index(column, row)].foreground, style: cell.style)
                let isSpace = cell.character == " " && !cell.style.contains(.underline)
                if CellGlyph.of(cell.character) != nil {
                    flush()
                } else if column + 1 < picture.columns, picture[column + 1, row].isContinuation {
                    flush()
                    out.append(textElement(String(cell.character), column: column, row: row, columns: 2, style: style, wide: true))
                } else if isSpace {
                    if run != nil { run!.characters += " "; run!.count += 1 }
                } else if let current = run, current.style == style {
                    run!.characters.append(cell.character)
                    run!.count = current.count + 1
                } else {
                    flush()
                    run = (column, String(cell.character), 1, style)
                }
            }
            flush()
        }
        return out
    }

    /// One `<text>`: trailing spaces dropped, its length fixed to its cells so it sits on the grid.
    private func textElement(_ characters: String, column: Int, row: Int, columns: Int, style: RunStyle, wide: Bool = false) -> String {
        var characters = characters
        var columns = columns
        while !wide, characters.hasSuffix(" ") {
            characters.removeLast()
            columns -= 1
        }
        let n = Markup.number
        let y = n(Double(row) * Self.cellHeight + Self.baseline)
        let classes = style.classes.isEmpty ? "" : " class=\"\(style.classes)\""
        if wide {
            let x = n((Double(column) + 1) * Self.cellWidth)
            return "<text x=\"\(x)\" y=\"\(y)\" text-anchor=\"middle\" fill=\"\(style.fill)\"\(classes)>\(Markup.escaped(characters))</text>"
        }
        let x = n(Double(column) * Self.cellWidth)
        let length = columns > 1 ? " textLength=\"\(n(Double(columns) * Self.cellWidth))\"" : ""
        return "<text x=\"\(x)\" y=\"\(y)\"\(length) fill=\"\(style.fill)\"\(classes)>\(Markup.escaped(characters))</text>"
    }

    // MARK: Marks

    /// The marked cells outlined, runs along a row merged.
    private func marks() -> [String] {
        var rectangles = RectangleMerger()
        let byRow = Dictionary(grouping: marked, by: \.row)
        for row in byRow.keys.sorted() {
            var runs: [(start: Int, end: Int)] = []
            for column in byRow[row]!.map(\.column).sorted() {
                if let last = runs.last, column == last.end { runs[runs.count - 1].end += 1 } else { runs.append((column, column + 1)) }
            }
            for run in runs {
                rectangles.add(x: Double(run.start), y: Double(row), width: Double(run.end - run.start), height: 1, fill: Self.markColor, opacity: 0.3)
            }
        }
        return rectangles.elements(stroke: Self.markColor)
    }
}

/// What makes two cells' characters one run: their colour and style (dim and reverse are
/// already in the colour).
private struct RunStyle: Equatable {
    var fill: String
    var style: TextStyle

    var classes: String {
        [(TextStyle.bold, "b"), (.italic, "i"), (.underline, "u")].filter { style.contains($0.0) }.map(\.1).joined(separator: " ")
    }

    static func == (lhs: RunStyle, rhs: RunStyle) -> Bool {
        lhs.fill == rhs.fill && lhs.classes == rhs.classes
    }
}

extension Picture {
    /// The picture as an SVG document; `marked` cells are outlined in red.
    public func svg(colors: PictureColors = PictureColors(), marking marked: [Position] = []) -> String {
        SVGWriter(picture: self, colors: colors, marked: marked).svg()
    }
}
