/// Decodes a picture file's bytes with a system library made for the format: PNG with libpng
/// (`PNGDecoder`), JPEG with libjpeg (`JPEGDecoder`). A file of another format, a damaged one, or one past the size limits is a
/// clear error, never a crash.
public enum ImageFile {
    /// Why a picture could not be decoded, said as the end of "cannot show 'NAME': …".
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong.
        public let description: String
        /// A failure that says `description`.
        public init(_ description: String) { self.description = description }
    }

    /// The most pixels a picture may have: a 4096 × 4096 one, 64 MB decoded. A file that says
    /// it has more is refused before any pixel is decoded (a small file may claim a huge picture).
    public static let maximumPixels = 4096 * 4096

    /// The file names a picture may have, by the formats decoded, most used first.
    public static let extensions = ["png", "jpg", "jpeg"]

    /// The picture in `bytes`, by its signature.
    public static func decode(_ bytes: [UInt8]) throws(Failure) -> Bitmap {
        if bytes.starts(with: PNGDecoder.signature) { return try PNGDecoder.decode(bytes) }
        if bytes.starts(with: JPEGDecoder.signature) { return try JPEGDecoder.decode(bytes) }
        throw Failure("not a PNG or JPEG picture")
    }
}
