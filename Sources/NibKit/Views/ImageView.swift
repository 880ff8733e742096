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
    open var image: Image? { didSet { setNeedsDisplay() } }
    /// The name the screen gave the picture, shown in the frame when it was not found.
    public private(set) var imageName: String?
    /// How the picture fills the view.
    open var contentMode = ContentMode.scaleToFill { didSet { setNeedsDisplay() } }
    /// The picture as drawn at the last size, kept while the size and the picture stay.
    private var picture = ScaledPicture()
    /// How many times the picture was scaled to the view: once per size, however many frames
    /// draw it (tests and `make bench` count it).
    public var renderCount: Int { picture.renderCount }

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
                xcodeNames: ["imageView"], appKitNames: ["imageView"]),
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
        picture.draw(image, mode: contentMode, size: size, in: context)
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
}
