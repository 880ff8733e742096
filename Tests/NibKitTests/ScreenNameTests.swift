import NibKitTesting
import Testing

@testable import NibKit

#if canImport(Glibc)
    import Glibc
#endif

/// A screen name is a name, found only in the screen folders; files are read only if regular
/// and not too big.
@Suite("Screen names", .serialized)
@MainActor
struct ScreenNameTests {
    /// An embedded `screen="/etc/passwd"` was read as a path. (A name with a NUL cannot be
    /// written in XML at all, so it is tried through `Nib(named:)` only.)
    @Test func anEmbeddedScreenNameWithAPathIsRefused() throws {
        for name in ["/etc/passwd", "../../etc/passwd", "..", ".", "", "a\\b"] {
            let error = loadError {
                try nib(
                    """
                    <view id="host" screen="\(name)"/>
                    """
                ).instantiate()
            }
            let diagnostic = try #require(error?.diagnostics.first, "'\(name)'")
            #expect(error?.codes == [.screenNotFound], "\(diagnostic)")
            #expect(diagnostic.message.contains("is not a screen name"), "\(diagnostic)")
            #expect(diagnostic.location?.line == 4, "\(diagnostic)")
        }
        for name in ["a\0b", "a/b", "Name\n"] {
            let error = loadError { _ = try Nib(named: name, source: ScreenSearchPath(directories: ["/etc"])) }
            #expect(error?.codes == [.screenNotFound] && error?.description.contains("is not a screen name") == true, "\(String(describing: error))")
        }
        #expect(ScreenSearchPath(directories: ["/etc"]).file(named: "../etc/passwd") == nil)
    }

    /// A screen file that is a device (/dev/zero never ends) or too big is not read.
    @Test func onlyRegularFilesOfAtMostTheLimitAreRead() throws {
        let folder = try temporaryFolder()
        defer { removeFolder(folder) }
        try #require(symlink("/dev/null", folder + "/Device.xib") == 0)
        let big = open(folder + "/Big.xib", O_CREAT | O_WRONLY, 0o644)
        try #require(big >= 0)
        defer { close(big) }
        try #require(ftruncate(big, off_t(NibDocument.maximumFileSize + 1)) == 0)
        let source = ScreenSearchPath(directories: [folder])
        let device = loadError { _ = try Nib(named: "Device", source: source) }
        #expect(device?.codes == [.screenNotFound] && device?.description.contains("not a regular file") == true, "\(String(describing: device))")
        let tooBig = loadError { _ = try Nib(named: "Big", source: source) }
        #expect(tooBig?.codes == [.screenNotFound] && tooBig?.description.contains("16 MB") == true, "\(String(describing: tooBig))")
        let direct = loadError { _ = try Nib(contentsOf: "/dev/null") }
        #expect(direct?.codes == [.screenNotFound] && direct?.description.contains("not a regular file") == true, "\(String(describing: direct))")
    }
}
