/// A decoded picture: its pixels in rows from the top, each red, green, blue and alpha, a byte
/// each (`ImageFile.decode`).
public struct Bitmap: Sendable, Equatable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// `width × height × 4` bytes, row by row.
    public let rgba: [UInt8]

    /// A bitmap of `rgba`, which holds `width × height` pixels.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "a bitmap holds four bytes a pixel")
        (self.width, self.height, self.rgba) = (width, height, rgba)
    }

    /// The pixel at column `x` and row `y`.
    public func pixel(_ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}
