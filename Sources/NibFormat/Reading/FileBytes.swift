#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole screen file with the C library, keeping the format module free of Foundation:
/// the one way every reader (XML, compiled, the loader's, nibtool's) gets a file's bytes.
enum FileBytes {
    /// Why a file was not read, as the end of "cannot read 'path': …".
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes of a regular file (not a device such as /dev/zero, a pipe or a folder) of at
    /// most `NibDocument.maximumFileSize` bytes. Opened without blocking (a pipe would wait for
    /// a writer) and checked on the open file, so what is checked is what is read.
    static func read(_ path: String) throws(Unreadable) -> [UInt8] {
        let limit = NibDocument.maximumFileSize
        func failure(_ why: String) -> Unreadable { Unreadable(description: why) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
        guard info.st_size <= limit else { throw failure("\(info.st_size) bytes, more than a screen file may have (\(limit >> 20) MB)") }
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
                throw failure(String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        throw failure("more than a screen file may have (\(limit >> 20) MB)")
    }
}

/// The C library's `read`, which `FileBytes.read` hides inside the enum.
private func readSome(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int { read(descriptor, &buffer, buffer.count) }
