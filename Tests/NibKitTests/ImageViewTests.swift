import Foundation
import ImageDecoding
import NibKitTesting
import Testing

@testable import NibKit

/// A picture is decoded once from its PNG file (libpng) and drawn two pixels a cell, `▀` in the
/// upper pixel's colour on the lower's, placed by the view's content mode; a picture not found
/// is a frame with its name.
@Suite("Image views")
@MainActor
struct ImageViewTests {
    /// A 4 × 2 PNG: red, green, blue and a transparent pixel over white, black, yellow and
    /// a transparent one.
    nonisolated static let tinyPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00,
        0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x7F, 0xA8, 0x7D, 0x63, 0x00, 0x00, 0x00, 0x1A, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0xF8,
        0xCF, 0xC0, 0xF0, 0x1F, 0x0C, 0x19, 0xFE, 0x03, 0x31, 0x03, 0x88, 0x02, 0x33, 0x40, 0x24, 0x58, 0x00, 0x00, 0xF8, 0x29, 0x0D, 0xF3,
        0x04, 0x84, 0x25, 0x29, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    /// An 8 × 8 baseline JPEG of one flat colour (Y 128, Cb 128, Cr 192, so RGB about 218, 82,
    /// 128), written by hand: unit quantisation, a DC table of two two-bit codes (00: no change,
    /// 01: ten bits), an AC table of the end-of-block alone.
    nonisolated static let flatJPEG: [UInt8] = {
        func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
            [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        }
        let quantisation = segment(0xDB, [0] + Array(repeating: 1, count: 64))
        let frame = segment(0xC0, [8, 0, 8, 0, 8, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0])
        let tables = segment(0xC4, [0x00, 0, 2] + Array(repeating: 0, count: 14) + [0, 10] + [0x10, 1] + Array(repeating: 0, count: 15) + [0])
        let scan = segment(0xDA, [3, 1, 0, 2, 0, 3, 0, 0, 63, 0])
        // Y: 00 0, Cb: 00 0, Cr: 01 then 512 in ten bits then 0; padded with ones.
        return [0xFF, 0xD8] + quantisation + frame + tables + scan + [0x01, 0x80, 0x1F, 0xFF, 0xD9]
    }()

    @Test func aJPEGIsDecodedToItsPixels() throws {
        let bitmap = try ImageFile.decode(Self.flatJPEG)
        #expect(bitmap.width == 8 && bitmap.height == 8)
        let pixel = bitmap.pixel(5, 6)
        #expect(abs(Int(pixel.red) - 218) <= 2 && abs(Int(pixel.green) - 82) <= 2 && abs(Int(pixel.blue) - 128) <= 2 && pixel.alpha == 255, "\(pixel)")
    }

    @Test func aPNGIsDecodedToItsPixels() throws {
        let bitmap = try ImageFile.decode(Self.tinyPNG)
        #expect(bitmap.width == 4 && bitmap.height == 2)
        #expect(bitmap.pixel(0, 0) == (255, 0, 0, 255) && bitmap.pixel(2, 1) == (255, 255, 0, 255) && bitmap.pixel(3, 0).alpha == 0)
    }

    @Test(arguments: [
        (Array(tinyPNG.prefix(40)), "a damaged PNG picture"),
        (Array(flatJPEG.prefix(100)), "a damaged JPEG picture"),
        (Array("not a picture".utf8), "not a PNG or JPEG picture"),
    ])
    func whatCannotBeDecodedIsAClearFailure(_ bytes: [UInt8], _ said: String) {
        let failure = #expect(throws: ImageFile.Failure.self) { try ImageFile.decode(bytes) }
        #expect(failure?.description.hasPrefix(said) == true, "\(String(describing: failure))")
    }

    @Test func thePictureIsDrawnTwoPixelsACell() throws {
        let app = HeadlessApp(emptyWindow: Size(width: 10, height: 3))
        let view = ImageView(image: Image(bitmap: try ImageFile.decode(Self.tinyPNG)), frame: Rect(x: 1, y: 1, width: 4, height: 1))
        app.window.addSubview(view)
        app.redraw()
        let cells = (1...4).map { app.cell(at: Point(x: $0, y: 1)) }
        #expect(cells[0] == Cell("▀", foreground: .rgb(255, 0, 0), background: .rgb(255, 255, 255)))
        #expect(cells[1] == Cell("▀", foreground: .rgb(0, 255, 0), background: .rgb(0, 0, 0)))
        #expect(cells[2] == Cell("▀", foreground: .rgb(0, 0, 255), background: .rgb(255, 255, 0)))
        #expect(cells[3].character == " ", "a transparent pixel shows what is behind")
    }

    /// Only a cell's background can let what is behind show: a transparent upper pixel over an
    /// opaque lower one is the lower half block on the background behind.
    @Test func aTransparentUpperPixelShowsTheBackgroundBehind() {
        let app = HeadlessApp(emptyWindow: Size(width: 4, height: 2))
        app.window.backgroundColor = .blue
        let picture = Image(bitmap: Bitmap(width: 1, height: 2, rgba: [0, 0, 0, 0, 255, 0, 0, 255]))
        app.window.addSubview(ImageView(image: picture, frame: Rect(x: 1, y: 0, width: 1, height: 1)))
        app.redraw()
        #expect(app.cell(at: Point(x: 1, y: 0)) == Cell("▄", foreground: .rgb(255, 0, 0), background: .blue))
    }

    @Test func thePictureIsScaledOncePerSizeNotOncePerFrame() throws {
        let app = HeadlessApp(emptyWindow: Size(width: 10, height: 3))
        let view = ImageView(image: Image(bitmap: try ImageFile.decode(Self.tinyPNG)), frame: Rect(x: 0, y: 0, width: 4, height: 1))
        app.window.addSubview(view)
        for _ in 0..<3 {
            view.setNeedsDisplay()
            app.redraw()
        }
        #expect(view.renderCount == 1, "three frames, one size")
        view.frame = Rect(x: 0, y: 0, width: 8, height: 2)
        app.redraw()
        #expect(view.renderCount == 2 && app.cell(at: Point(x: 5, y: 1)).character == "▀", "a new size scales it again")
    }

    @Test func theContentModePlacesThePicture() {
        #expect(ScaledPicture.placement(of: (4, 2), in: (8, 8), mode: .scaleToFill) == (0, 0, 8, 8))
        #expect(ScaledPicture.placement(of: (4, 2), in: (8, 8), mode: .scaleAspectFit) == (0, 2, 8, 4))
        #expect(ScaledPicture.placement(of: (4, 2), in: (8, 8), mode: .scaleAspectFill) == (-4, 0, 16, 8))
        #expect(ScaledPicture.placement(of: (4, 2), in: (8, 8), mode: .center) == (2, 3, 4, 2), "not stretched")
        #expect(ScaledPicture.placement(of: (4, 2), in: (8, 8), mode: .bottomRight) == (4, 6, 4, 2))
        #expect(ScaledPicture.placement(of: (40, 20), in: (8, 8), mode: .top) == (0, 0, 8, 4), "shrunk to fit")
    }

    @Test func aPictureIsFoundByNameBesideTheScreensOrInTheirAssetCatalog() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.tinyPNG).write(to: URL(fileURLWithPath: folder + "/logo.png"))
        try FileManager.default.createDirectory(atPath: folder + "/Assets.xcassets/star.imageset", withIntermediateDirectories: true)
        try Data(Self.tinyPNG).write(to: URL(fileURLWithPath: folder + "/Assets.xcassets/star.imageset/star@2x.png"))
        let folders = Image.folders
        Image.folders = [folder]
        defer { Image.folders = folders }
        #expect(Image(named: "logo")?.bitmap.width == 4 && Image(named: "star")?.bitmap.height == 2)
        #expect(Image(named: "missing") == nil && Image(named: "../logo") == nil)
        Image.addFolders(beside: "/screens/Base.lproj/Main.storyboard")
        Image.addFolders(beside: "/screens/Base.lproj/Main.storyboard")
        #expect(Image.folders == ["/screens/Base.lproj", "/screens/Base.lproj/..", folder], "beside the file and above it, once")
    }

    /// A button's picture (UIButton's image), where it has no title: drawn in a tile of two rows
    /// or more, as large as fits whole, and marked while pressed; named in a button of one row.
    @Test func aTileButtonDrawsItsPictureAndARowNamesIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.tinyPNG).write(to: URL(fileURLWithPath: folder + "/logo.png"))
        let folders = Image.folders
        Image.folders = [folder]
        defer { Image.folders = folders }
        let app = HeadlessApp(emptyWindow: Size(width: 12, height: 4))
        let (tile, row) = (Button(frame: Rect(x: 0, y: 0, width: 4, height: 2)), Button(frame: Rect(x: 0, y: 3, width: 10, height: 1)))
        for button in [tile, row] {
            button.setImageName("logo", for: .normal)
            app.window.addSubview(button)
        }
        app.redraw()
        // Four pixels wide and two tall in a tile of four by four pixels: centred, a pixel down.
        let (top, bottom) = (app.cell(at: Point(x: 0, y: 0)), app.cell(at: Point(x: 0, y: 1)))
        #expect(top.character == "▄" && top.foreground == .rgb(255, 0, 0) && bottom.character == "▀" && bottom.foreground == .rgb(255, 255, 255))
        #expect(app.text.split(separator: "\n").last?.contains("[ logo ]") == true, "\(app.text)")
        app.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 0))))
        app.redraw()
        #expect(app.cell(at: Point(x: 0, y: 0)).style.contains(.reverse), "pressed")
    }

    @Test func aPictureNotFoundIsAFrameWithItsName() throws {
        let harness = HeadlessApp(emptyWindow: Size(width: 20, height: 5))
        let objects = try nib(
            #"<imageView id="pic" image="nowhere-logo" contentMode="scaleAspectFit"><rect key="frame" x="0" y="0" width="16" height="3"/></imageView>"#
        )
        .instantiate(owner: nil)
        let view = try #require(objects.first as? ImageView)
        #expect(view.image == nil && view.imageName == "nowhere-logo" && view.contentMode == .scaleAspectFit)
        harness.window.addSubview(view)
        harness.redraw()
        #expect(harness.line(0) == "┌──────────────┐" && harness.line(1) == "│ nowhere-logo │" && harness.line(2) == "└──────────────┘", "\(harness.text)")
    }
}
