import ImageDecoding

/// A picture drawn in a view's cells, two pixels a cell (`▀` in the upper pixel's colour on the
/// lower's, `▄` where only the lower shows), placed and scaled by a content mode: an image
/// view's, a button's. Scaling is the costly part, so the cells are kept while the picture,
/// the size and the mode stay: a picture is scaled once per size, not once per frame.
struct ScaledPicture {
    /// The cells last scaled (nil for a transparent half), and what they were scaled for.
    private var rendered: (image: ObjectIdentifier, size: Size, mode: ImageView.ContentMode, cells: [(top: Color?, bottom: Color?)])?
    /// How many times a picture was scaled.
    private(set) var renderCount = 0

    /// Draws `image` in a view of `size` cells, scaling it first unless it was scaled for them.
    mutating func draw(_ image: Image, mode: ImageView.ContentMode, size: Size, in context: GraphicsContext) {
        guard size.width > 0, size.height > 0 else { return }
        let image = (ObjectIdentifier(image), image.bitmap)
        if rendered.map({ $0.image != image.0 || $0.size != size || $0.mode != mode }) ?? true {
            rendered = (image.0, size, mode, Self.cells(of: image.1, in: size, mode: mode))
            renderCount += 1
        }
        guard let cells = rendered?.cells else { return }
        let visible = context.visibleRect.intersection(Rect(origin: .zero, size: size))
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let cell = cells[y * size.width + x]
                let point = Point(x: x, y: y)
                // A transparent half shows the background behind: only a background can.
                switch (cell.top, cell.bottom) {
                case (nil, nil): continue
                case (let top?, let bottom): context.set(Cell("▀", foreground: top, background: bottom ?? context.background(at: point)), at: point)
                case (nil, let bottom?): context.set(Cell("▄", foreground: bottom, background: context.background(at: point)), at: point)
                }
            }
        }
    }

    /// The picture in a view of `size` cells, row by row: each cell's upper and lower pixel,
    /// nil where the picture is transparent or absent. Each pixel is the average of the
    /// picture's pixels it covers.
    static func cells(of bitmap: Bitmap, in size: Size, mode: ImageView.ContentMode) -> [(top: Color?, bottom: Color?)] {
        let (width, height) = (size.width, size.height * 2)
        let placed = placement(of: (bitmap.width, bitmap.height), in: (width, height), mode: mode)
        var cells = [(top: Color?, bottom: Color?)](repeating: (nil, nil), count: size.width * size.height)
        guard placed.width > 0, placed.height > 0 else { return cells }
        let (scaleX, scaleY) = (Double(bitmap.width) / Double(placed.width), Double(bitmap.height) / Double(placed.height))
        for py in max(0, placed.y)..<min(height, placed.y + placed.height) {
            let y0 = Int(Double(py - placed.y) * scaleY)
            let y1 = max(y0 + 1, min(bitmap.height, Int(Double(py - placed.y + 1) * scaleY)))
            for px in max(0, placed.x)..<min(width, placed.x + placed.width) {
                let x0 = Int(Double(px - placed.x) * scaleX)
                let x1 = max(x0 + 1, min(bitmap.width, Int(Double(px - placed.x + 1) * scaleX)))
                let color = average(bitmap, x0..<x1, y0..<y1)
                let index = (py / 2) * size.width + px
                if py % 2 == 0 { cells[index].top = color } else { cells[index].bottom = color }
            }
        }
        return cells
    }

    /// Where the picture stands in a frame of pixels: its origin and size, which may pass the
    /// frame's edges (a picture that fills).
    static func placement(of picture: (Int, Int), in frame: (Int, Int), mode: ImageView.ContentMode) -> (x: Int, y: Int, width: Int, height: Int) {
        let (pw, ph, fw, fh) = (Double(picture.0), Double(picture.1), Double(frame.0), Double(frame.1))
        let scale: Double
        switch mode {
        case .scaleToFill, .redraw: return (0, 0, frame.0, frame.1)
        case .scaleAspectFit: scale = min(fw / pw, fh / ph)
        case .scaleAspectFill: scale = max(fw / pw, fh / ph)
        default: scale = min(1, fw / pw, fh / ph)
        }
        let (w, h) = (max(1, Int((pw * scale).rounded())), max(1, Int((ph * scale).rounded())))
        let (left, right, top, bottom) = (0, frame.0 - w, 0, frame.1 - h)
        let (midX, midY) = ((frame.0 - w) / 2, (frame.1 - h) / 2)
        switch mode {
        case .top: return (midX, top, w, h)
        case .bottom: return (midX, bottom, w, h)
        case .left: return (left, midY, w, h)
        case .right: return (right, midY, w, h)
        case .topLeft: return (left, top, w, h)
        case .topRight: return (right, top, w, h)
        case .bottomLeft: return (left, bottom, w, h)
        case .bottomRight: return (right, bottom, w, h)
        default: return (midX, midY, w, h)
        }
    }

    /// The average colour of the picture's pixels in the area, weighted by their alpha; nil
    /// where they are mostly transparent.
    static func average(_ bitmap: Bitmap, _ xs: Range<Int>, _ ys: Range<Int>) -> Color? {
        var (red, green, blue, alpha) = (0, 0, 0, 0)
        for y in ys {
            for x in xs {
                let pixel = bitmap.pixel(x, y)
                let a = Int(pixel.alpha)
                (red, green, blue, alpha) = (red + Int(pixel.red) * a, green + Int(pixel.green) * a, blue + Int(pixel.blue) * a, alpha + a)
            }
        }
        guard alpha * 2 >= 255 * xs.count * ys.count else { return nil }
        return .rgb(UInt8(red / alpha), UInt8(green / alpha), UInt8(blue / alpha))
    }
}
