internal import CLibPNG

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// PNG pictures, decoded by libpng's simplified API to RGBA. The library is opened the first
/// time a picture is decoded, as the reader opens libxml2: a program that shows no picture
/// never loads it.
enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// libpng's functions the decoder calls.
    struct Library: Sendable {
        let beginReadFromMemory: @convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, Int) -> Int32
        let finishRead: @convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Int32
        let free: @convention(c) (UnsafeMutablePointer<png_image>?) -> Void
    }

    /// The functions, or why they could not be had: opened once per process, by the library's
    /// file names (Linux, then macOS).
    static let library: Result<Library, ImageFile.Failure> = {
        var reasons: [String] = []
        for name in ["libpng16.so.16", "libpng16.so", "libpng16.16.dylib", "libpng.dylib"] {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? name)
                continue
            }
            guard let begin = dlsym(handle, "png_image_begin_read_from_memory"), let finish = dlsym(handle, "png_image_finish_read"),
                let free = dlsym(handle, "png_image_free")
            else { return .failure(ImageFile.Failure("\(name) lacks libpng's simplified API")) }
            return .success(
                Library(
                    beginReadFromMemory: unsafeBitCast(begin, to: (@convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, Int) -> Int32).self),
                    finishRead: unsafeBitCast(
                        finish,
                        to: (@convention(c) (UnsafeMutablePointer<png_image>?, UnsafeRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) ->
                            Int32).self),
                    free: unsafeBitCast(free, to: (@convention(c) (UnsafeMutablePointer<png_image>?) -> Void).self)))
        }
        return .failure(
            ImageFile.Failure(
                "showing pictures needs libpng, which could not be opened (\(reasons.joined(separator: "; "))); install it (Debian: apt-get install libpng16-16)"
            ))
    }()

    /// The picture in a PNG file's bytes, as RGBA.
    static func decode(_ bytes: [UInt8]) throws(ImageFile.Failure) -> Bitmap {
        let library = try library.get()
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { library.free(&image) }
        func problem() -> ImageFile.Failure {
            let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return ImageFile.Failure("a damaged PNG picture (libpng: \(message))")
        }
        // libpng reads the bytes from `begin` to `finish`: one closure keeps their address valid
        // all along.
        let read = bytes.withUnsafeBytes { memory -> Result<Bitmap, ImageFile.Failure> in
            guard library.beginReadFromMemory(&image, memory.baseAddress, memory.count) != 0 else { return .failure(problem()) }
            let (width, height) = (Int(image.width), Int(image.height))
            guard width > 0, height > 0, width * height <= ImageFile.maximumPixels else {
                return .failure(ImageFile.Failure("a picture of \(width) × \(height) pixels, more than NibKit shows (\(ImageFile.maximumPixels) pixels)"))
            }
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA, a macro Swift does not import
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let finished = rgba.withUnsafeMutableBytes { library.finishRead(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
            guard finished != 0 else { return .failure(problem()) }
            return .success(Bitmap(width: width, height: height, rgba: rgba))
        }
        return try read.get()
    }
}
