public import ImageDecoding
internal import ScreenReading

/// A picture views show (UIImage): decoded once from its file (`ImageFile`: PNG or JPEG), and drawn in
/// cells two pixels a cell, one above the other (`▀` in the upper pixel's colour on the lower's),
/// in true colour where the terminal has it, else the nearest of 256.
///
///     imageView.image = Image(named: "logo")   // Screens/logo.png, or Screens/Assets.xcassets/logo.imageset
public final class Image {
    /// The name it was found by, if any.
    public let name: String?
    /// Its pixels.
    public let bitmap: Bitmap

    /// A picture of `bitmap`.
    public init(bitmap: Bitmap, name: String? = nil) { (self.bitmap, self.name) = (bitmap, name) }

    /// The picture in the file at `path`, or why it cannot be shown.
    public convenience init(contentsOfFile path: String, name: String? = nil) throws(ImageFile.Failure) {
        let bytes: [UInt8]
        do { bytes = try ScreenReader.bytes(contentsOf: path) } catch { throw ImageFile.Failure(error.description) }
        self.init(bitmap: try ImageFile.decode(bytes), name: name)
    }

    /// The picture named `name` in `folders`: `NAME.png` or `NAME.jpg` (or the name as a file), or the first
    /// picture of `NAME.imageset` in an asset catalog there (`Assets.xcassets`), as Xcode keeps
    /// an app's pictures; decoded once, and nil when none is found or it cannot be decoded.
    public convenience init?(named name: String) {
        guard let found = Self.found(named: name) else { return nil }
        self.init(bitmap: found, name: name)
    }

    /// The folders pictures are found in by name: the screen folders (`ScreenSearchPath`), and
    /// those a program or `nibtool preview` adds.
    public static var folders: [String] = ScreenSearchPath.default.directories { didSet { if folders != oldValue { decoded = [:] } } }

    /// Looks for pictures beside a screen file first, where Xcode keeps an app's: the file's
    /// folder, and the one above it (where `Assets.xcassets` stands beside `Base.lproj`). Asked
    /// again for the same file (a preview that reloads it), it adds nothing.
    public static func addFolders(beside path: String) {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        folders = ([folder, folder.isEmpty ? ".." : folder + "/.."] + folders).uniqued
    }

    /// The pictures decoded, by name (nil: none found), so each file is decoded once; looked
    /// for again when the folders change (a preview that reloads adds its file's).
    private static var decoded: [String: Bitmap?] = [:]

    private static func found(named name: String) -> Bitmap? {
        if let known = decoded[name] { return known }
        let bitmap = file(named: name).flatMap { try? Image(contentsOfFile: $0).bitmap }
        decoded[name] = bitmap
        return bitmap
    }

    /// The file of the picture named `name` in `folders`, if there is one.
    static func file(named name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return nil }
        for folder in folders {
            let prefix = folder.isEmpty ? "" : folder + "/"
            let candidates = [prefix + name] + ImageFile.extensions.map { prefix + name + "." + $0 }
            if let file = candidates.first(where: { ImageFile.extensions.contains(where: $0.hasSuffix) && ScreenSearchPath.exists($0) }) { return file }
            for catalog in ScreenSearchPath.fileNames(in: folder) where catalog.hasSuffix(".xcassets") {
                let set = prefix + catalog + "/" + name + ".imageset"
                if let picture = ScreenSearchPath.fileNames(in: set).first(where: { file in ImageFile.extensions.contains { file.hasSuffix("." + $0) } }) {
                    return set + "/" + picture
                }
            }
        }
        return nil
    }
}
