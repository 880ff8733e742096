internal import CJPEGDecoder

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// JPEG pictures, decoded by libjpeg to RGBA (opaque), through a few lines of C
/// (`nibkit_jpeg_decode`): libjpeg leaves a failing decode by `longjmp`, which C catches and
/// Swift cannot. The library is opened the first time a JPEG is decoded.
enum JPEGDecoder {
    /// The bytes every JPEG file starts with (a start-of-image marker, then another marker).
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The picture in a JPEG file's bytes, as RGBA.
    static func decode(_ bytes: [UInt8]) throws(ImageFile.Failure) -> Bitmap {
        var (width, height): (Int32, Int32) = (0, 0)
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            nibkit_jpeg_decode(buffer.baseAddress, buffer.count, ImageFile.maximumPixels, &width, &height, &pixels, &message, message.count)
        }
        defer { free(pixels) }
        guard decoded != 0, let pixels else {
            throw ImageFile.Failure(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let count = Int(width) * Int(height) * 4
        return Bitmap(width: Int(width), height: Int(height), rgba: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}
