/// What a view draws with: its own coordinates, clipped to what its superviews allow.
public final class GraphicsContext {
    /// Everything drawn so far, in screen coordinates.
    public private(set) var canvas: Canvas
    /// Canvas position of the current view's origin.
    public private(set) var origin = Point.zero
    /// Canvas area the current view may draw in.
    public private(set) var clip: Rect
    /// Colours the terminal can show; views rarely need it.
    public let colorSupport: ColorSupport

    /// A context drawing into `canvas`, its origin at the canvas's top left and its clip the whole
    /// canvas; `colorSupport` tells views what the terminal shows.
    public init(canvas: Canvas, colorSupport: ColorSupport = .palette) {
        self.canvas = canvas
        self.clip = canvas.bounds
        self.colorSupport = colorSupport
    }

    /// Draws a view at `frame`: moves the origin to the frame's, runs `draw` cut off at the
    /// frame (as a layer's contents are), then `drawSubviews` with the origin moved back by
    /// `subviewsOrigin` (a scroll view's content offset), cut off at the frame too only when
    /// `clipsSubviews`, then `drawOverSubviews` as `draw`, and puts origin and clip back.
    public func withFrame(
        _ frame: Rect, clipsSubviews: Bool, subviewsOrigin: Point = .zero, draw: () -> Void, drawSubviews: () -> Void,
        drawOverSubviews: () -> Void = {}
    ) {
        let saved = (origin: origin, clip: clip)
        origin = Point(x: origin.x + frame.x, y: origin.y + frame.y)
        clip = clip.intersection(Rect(origin: origin, size: frame.size))
        let own = (origin: origin, clip: clip)
        draw()
        if !clipsSubviews { clip = saved.clip }
        origin = Point(x: own.origin.x - subviewsOrigin.x, y: own.origin.y - subviewsOrigin.y)
        drawSubviews()
        (origin, clip) = own
        drawOverSubviews()
        (origin, clip) = saved
    }

    /// Draws everything drawn so far dimmed (behind a modal controller).
    public func dimAll() { canvas.addStyle(.dim) }

    /// Adds a style to what is drawn in a rectangle of the current view's coordinates, within
    /// the clip (a focused table's row underlined).
    public func addStyle(_ style: TextStyle, in rect: Rect) {
        canvas.addStyle(style, in: rect.offsetBy(dx: origin.x, dy: origin.y), clip: clip)
    }

    /// Fills a rectangle of the current view's coordinates with a background colour, within the clip.
    public func fill(_ rect: Rect, with color: Color) {
        canvas.fill(rect.offsetBy(dx: origin.x, dy: origin.y), background: color, clip: clip)
    }

    /// Draws text from a point of the current view's coordinates, within the clip; returns how many
    /// cells it took, up to the clip's right edge. Each cell keeps the background beneath it unless
    /// `background` is given.
    @discardableResult
    public func draw(_ text: String, at point: Point, foreground: Color = .default, background: Color? = nil, style: TextStyle = []) -> Int {
        canvas.draw(
            text, at: Point(x: origin.x + point.x, y: origin.y + point.y), foreground: foreground,
            background: background, style: style, clip: clip)
    }

    /// The background colour beneath a point, so text can lie on it.
    public func background(at point: Point) -> Color {
        let p = Point(x: origin.x + point.x, y: origin.y + point.y)
        return canvas.bounds.contains(p) ? canvas[x: p.x, y: p.y].background : .default
    }

    /// `color`, or `fallback` where `color` is the background beneath `point` and would not
    /// show: a control's quiet part (a track in gray) on a cell selected in the same gray.
    /// The terminal's default colours are told apart, as they are a foreground and a background.
    public func color(_ color: Color, showingAt point: Point, otherwise fallback: Color) -> Color {
        color != .default && color == background(at: point) ? fallback : color
    }

    /// Sets one cell's colours, keeping its character: for shapes drawn with half blocks.
    public func set(_ cell: Cell, at point: Point) {
        let p = Point(x: origin.x + point.x, y: origin.y + point.y)
        guard clip.contains(p) else { return }
        canvas.set(cell, x: p.x, y: p.y)
    }

    /// The part of the clip, in the current view's coordinates: where drawing can show. Drawing
    /// loops walk only this, never a whole frame, which may be far bigger than the screen.
    public var visibleRect: Rect { clip.offsetBy(dx: -origin.x, dy: -origin.y) }

    /// Draws `count` copies of a one-cell character from `point` rightwards, making only the
    /// visible ones: a track or an underline as long as its view, however long that is.
    public func drawRun(_ character: Character, count: Int, at point: Point, foreground: Color = .default, style: TextStyle = []) {
        let visible = visibleRect
        let start = max(point.x, visible.minX)
        let end = min(point.x + count, visible.maxX)
        guard start < end else { return }
        draw(String(repeating: String(character), count: end - start), at: Point(x: start, y: point.y), foreground: foreground, style: style)
    }

    /// A box outline with line characters; rounded corners if `rounded`. Only its visible
    /// cells are drawn.
    public func strokeBorder(_ rect: Rect, color: Color, rounded: Bool, heavy: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (h, v) = heavy ? ("━", "┃") : ("─", "│")
        let corners = rounded ? ("╭", "╮", "╰", "╯") : heavy ? ("┏", "┓", "┗", "┛") : ("┌", "┐", "└", "┘")
        // Drawn with no background, each line keeps the one beneath it.
        let visible = visibleRect
        for x in (rect.minX + 1..<rect.maxX - 1).clamped(to: visible.minX..<visible.maxX) {
            draw(h, at: Point(x: x, y: rect.minY), foreground: color)
            draw(h, at: Point(x: x, y: rect.maxY - 1), foreground: color)
        }
        for y in (rect.minY + 1..<rect.maxY - 1).clamped(to: visible.minY..<visible.maxY) {
            draw(v, at: Point(x: rect.minX, y: y), foreground: color)
            draw(v, at: Point(x: rect.maxX - 1, y: y), foreground: color)
        }
        draw(corners.0, at: Point(x: rect.minX, y: rect.minY), foreground: color)
        draw(corners.1, at: Point(x: rect.maxX - 1, y: rect.minY), foreground: color)
        draw(corners.2, at: Point(x: rect.minX, y: rect.maxY - 1), foreground: color)
        draw(corners.3, at: Point(x: rect.maxX - 1, y: rect.maxY - 1), foreground: color)
    }
}
