public import ImageDecoding

/// Shows a picture (UIImageView), two pixels a cell (`Image`; `▄` where only the lower one shows), placed and scaled in its frame
/// by `contentMode`; with no picture, or one not found, a frame with the picture's name, so a
/// screen still shows where its pictures go.
open class ImageView: View {
    /// Nonisolated, as NibObject's deinit explains.
    nonisolated deinit {}

    /// How the picture fills the view, as UIKit's `contentMode` says for an image view.
    public enum ContentMode: String, CaseIterable, Sendable {
        /// Stretched to the frame.
        case scaleToFill
        /// As large as fits whole, its shape kept, centred.
        case scaleAspectFit
        /// As small as covers the frame, its shape kept, centred and cut at the edges.
        case scaleAspectFill
        /// As `scaleToFill`: a terminal redraws anyway.
        case redraw
        /// Not stretched beyond its size (shrunk to fit), against the side or corner it names.
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// The picture shown; nil shows a frame with `imageName`.
    open var image: Image? { didSet { rendered = nil; setNeedsDisplay() } }
    /// The name the screen gave the picture, shown in the frame when it was not found.
    public private(set) var imageName: String?
    /// How the picture fills the view.
    open var contentMode = ContentMode.scaleToFill { didSet { rendered = nil; setNeedsDisplay() } }
    /// The picture drawn at the last size, in cells (nil for a transparent one), kept while the
    /// size and the picture stay: a picture is scaled once per size, not once per frame.
    private var rendered: (size: Size, cells: [(top: Color?, bottom: Color?)])?
    /// How many times the picture was scaled to the view: once per size, however many frames
    /// draw it (tests and `make bench` count it).
    public private(set) var renderCount = 0

    /// A view showing `image`.
    public init(image: Image?, frame: Rect = .zero) {
        self.image = image
        imageName = image?.name
        super.init(frame: frame)
    }

    /// A view showing no picture yet.
    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// An image view read from a screen: `image` (a picture's name, found by `Image(named:)`)
    /// and `contentMode`.
    public required init(coder: NibCoder) {
        imageName = coder.decodeString("image")
        image = imageName.flatMap { Image(named: $0) }
        if let mode = coder.decodeString("contentMode").flatMap(ContentMode.init(rawValue:)) { contentMode = mode }
        super.init(coder: coder)
    }

    /// What screens write of it: its element and its settings, declared once (`Declaration`).
    nonisolated open override class var declaration: Declaration {
        Declaration(
            ImageView.self, readsOwnSettings: true,
            element: ElementSpec(
                name: "imageView", role: .view,
                summary:
                    "A picture, found by name (`NAME.png` in a screen folder, or in its asset catalog), two pixels a cell; a frame with its name where none is found.",
                xcodeNames: ["imageView"]),
            settings: [
                Setting("image", .string, "The picture's name: `logo` finds logo.png, or logo.imageset in Assets.xcassets."),
                Setting("contentMode", .choice(ContentMode.allCases.map(\.rawValue)), "How the picture fills the view (scaleToFill unless set)."),
            ])
    }

    /// Draws the picture, scaled to the view's size once and kept for the frames after, or the
    /// frame with its name.
    open override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        guard let image else { return drawPlaceholder(in: context) }
        if rendered?.size != size {
            rendered = (size, Self.cells(of: image.bitmap, in: size, mode: contentMode))
            renderCount += 1
        }
        guard let cells = rendered?.cells else { return }
        let visible = context.visibleRect.intersection(bounds)
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

    /// A frame with the picture's name, dim, for a picture not found; the name alone where a
    /// frame leaves no room inside it.
    private func drawPlaceholder(in context: GraphicsContext) {
        let size = bounds.size
        let framed = size.width >= 3 && size.height >= 3
        if framed { context.strokeBorder(bounds, color: .brightBlack, rounded: false) }
        guard let name = imageName, !name.isEmpty else { return }
        let room = max(0, size.width - (framed ? 2 : 0))
        let text = name.count <= room ? name : String(name.prefix(max(0, room - 1))) + "…"
        context.draw(text, at: Point(x: (size.width - text.count) / 2, y: size.height / 2), foreground: .brightBlack)
    }

    /// The picture in a view of `size` cells, row by row: each cell's upper and lower pixel,
    /// nil where the picture is transparent or absent. Each pixel is the average of the
    /// picture's pixels it covers.
    static func cells(of bitmap: Bitmap, in size: Size, mode: ContentMode) -> [(top: Color?, bottom: Color?)] {
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
    static func placement(of picture: (Int, Int), in frame: (Int, Int), mode: ContentMode) -> (x: Int, y: Int, width: Int, height: Int) {
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
