/// A grid of cells that views draw into. Backends show it; tests read it back as text.
///
/// Nonisolated, as are the other drawing values (`TextLayout`, and TerminalCells' `Cell`,
/// `TextStyle` and `CharacterWidth`): they hold no main-actor state, and in a main-actor type
/// each closure a method hands on (to `allSatisfy`, `map`) checks at every call that it runs on the main actor,
/// a call into the concurrency runtime per cell compared or character measured.
nonisolated public struct Canvas: Equatable, Sendable {
    /// The canvas's width and height in cells.
    public private(set) var size: Size
    /// The cells row by row, top row first: column `x` of row `y` is at `y * size.width + x`.
    public private(set) var cells: [Cell]

    /// A canvas of `size` cells, each a copy of `fill` (a blank cell in the terminal's default
    /// colours unless given).
    public init(size: Size, fill: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: fill, count: max(0, size.width) * max(0, size.height))
    }

    /// The whole canvas as a rectangle at the origin: the clip when a draw is given none.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The cell at column `x`, row `y` (0-based). Unlike ``set(_:x:y:)``, setting it neither checks
    /// the bounds nor keeps wide characters whole.
    public subscript(x x: Int, y y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set { cells[y * size.width + x] = newValue }
    }

    /// Sets one cell, keeping wide characters whole: overwriting half of one blanks the other half.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        if cells[index].isContinuation, x > 0 { cells[index - 1] = Cell(" ", foreground: cells[index - 1].foreground, background: cells[index - 1].background) }
        if cells[index].width == 2, x + 1 < size.width {
            cells[index + 1] = Cell(" ", foreground: cells[index + 1].foreground, background: cells[index + 1].background)
        }
        cells[index] = cell
    }

    /// Adds a style to every cell (dimming the screen behind a modal controller), or to those of
    /// `rect` within `clip`.
    public mutating func addStyle(_ style: TextStyle, in rect: Rect? = nil, clip: Rect? = nil) {
        guard let rect else {
            for index in cells.indices { cells[index].style.formUnion(style) }
            return
        }
        let area = rect.intersection(clip ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { cells[y * size.width + x].style.formUnion(style) }
        }
    }

    /// Fills a rectangle (clipped to `clip` and the canvas) with a background colour.
    public mutating func fill(_ rect: Rect, background: Color, clip: Rect? = nil) {
        let area = rect.intersection(clip ?? bounds).intersection(bounds)
        guard !area.isEmpty else { return }
        let cell = Cell(" ", background: background)
        for y in area.minY..<area.maxY {
            // Only a row's two ends can split a wide character that reaches outside the area:
            // they are set as any cell is; the cells between are simply replaced.
            set(cell, x: area.minX, y: y)
            set(cell, x: area.maxX - 1, y: y)
            let row = y * size.width
            for index in row + area.minX + 1..<max(row + area.minX + 1, row + area.maxX - 1) { cells[index] = cell }
        }
    }

    /// Draws text from `point`, clipped to `clip`; returns the cells used. Keeps each cell's
    /// background unless one is given, so text lies on what is beneath it.
    @discardableResult
    public mutating func draw(
        _ text: String, at point: Point, foreground: Color = .default, background: Color? = nil,
        style: TextStyle = [], clip: Rect? = nil
    ) -> Int {
        let clip = (clip ?? bounds).intersection(bounds)
        guard point.y >= clip.minY, point.y < clip.maxY else { return 0 }
        var x = point.x
        for character in text {
            let width = CharacterWidth.of(character)
            if width == 0 { continue }
            if x >= clip.maxX { break }
            if x >= clip.minX {
                let under = self[x: x, y: point.y].background
                if width == 2 && x + 1 >= clip.maxX {
                    set(Cell(" ", background: background ?? under), x: x, y: point.y)
                } else {
                    set(Cell(character, width: UInt8(width), foreground: foreground, background: background ?? under, style: style), x: x, y: point.y)
                    if width == 2 {
                        let next = self[x: x + 1, y: point.y]
                        if next.width == 2, x + 2 < size.width { self[x: x + 2, y: point.y] = Cell(" ", background: self[x: x + 2, y: point.y].background) }
                        self[x: x + 1, y: point.y] = Cell(" ", width: 0, foreground: foreground, background: background ?? under, style: style)
                    }
                }
            } else if width == 2 && x + 1 == clip.minX {
                set(Cell(" ", background: background ?? self[x: x + 1, y: point.y].background), x: x + 1, y: point.y)
            }
            x += width
        }
        return x - point.x
    }

    /// The rows as text, trailing spaces trimmed: what a person would read off the screen.
    public var text: String { lines.joined(separator: "\n") }

    /// The rows as text, one string each: trailing spaces trimmed, the second halves of wide
    /// characters left out.
    public var lines: [String] {
        (0..<size.height).map { y in
            let row = cells[y * size.width..<(y + 1) * size.width].filter { !$0.isContinuation }.map(\.character)
            return String(row.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// Where `text` first appears on screen, if it does.
    public func find(_ text: String) -> Point? {
        for (y, line) in lines.enumerated() {
            if let range = line.firstRange(of: text) {
                return Point(x: CharacterWidth.of(String(line[..<range.lowerBound])), y: y)
            }
        }
        return nil
    }

    /// Positions whose cells differ from `other` (all of them if the sizes differ).
    public func changes(since other: Canvas?) -> [Int] {
        guard let other, other.size == size else { return Array(cells.indices) }
        return cells.indices.filter { cells[$0] != other.cells[$0] }
    }

    /// Positions whose cells are not blank: where the canvas differs from an erased screen.
    public var changesSinceErased: [Int] { cells.indices.filter { !cells[$0].isBlank } }
}
