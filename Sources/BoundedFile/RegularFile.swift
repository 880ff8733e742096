#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file of bounded size with the C library alone (no Foundation), as every
/// reader of a file named by a user should: the screen readers (NibFormat) and the smoke-script
/// loader (TermDriver).
public enum RegularFile {
    /// Why a file was not read.
    public enum Failure: Error, Equatable, Sendable {
        /// The system refused to open, examine or read it: its message (`strerror`).
        case system(String)
        /// A device such as /dev/zero, a pipe, a socket or a folder.
        case notRegularFile
        /// More than `limit` bytes: `size` as measured when opened, or nil when the file grew
        /// past the limit while it was read.
        case tooLarge(size: Int?)
    }

    /// The bytes of the regular file at `path` (a symbolic link is followed) of at most `limit`
    /// bytes. Opened without blocking (a pipe would wait for a writer) and checked on the open
    /// file, so what is checked is what is read: nothing can be swapped in between.
    public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        guard info.st_size <= limit else { throw .tooLarge(size: Int(info.st_size)) }
        // Read to the end, not to the size measured: the file may have changed since. Past the
        // limit, it is refused all the same.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let count = readSome(descriptor, &chunk)
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        throw .tooLarge(size: nil)
    }
}

/// The C library's `read`, which `RegularFile.read` hides inside the enum.
private func readSome(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int { read(descriptor, &buffer, buffer.count) }
