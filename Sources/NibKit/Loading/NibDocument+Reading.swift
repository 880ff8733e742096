#if canImport(Glibc)
    import Glibc
#endif

/// Reading one screen, from a file or from bytes, the same way for the loader, nibtool and the
/// preview: XML, or the compiled form `nibtool compile` writes, whose problems become
/// diagnostics here and nowhere else.
extension NibDocument {
    /// The largest screen file read, 16 MB: a screen of thousands of views is well under 1 MB,
    /// and a file past this is refused before it is read, so a screen name or path leading to
    /// something huge does not exhaust memory.
    public static let maximumFileSize = 16 << 20

    /// Reads the file as its name says: `Name.nibc` in the compiled form, anything else as XML.
    /// `file` names the source in locations (the `.xib` a `.nibc` was compiled from). Only a
    /// regular file of at most `maximumFileSize` bytes is read (`fileBytes(at:)`).
    public init(contentsOf path: String, file: String? = nil) throws(ScreenError) {
        let bytes = try Self.fileBytes(at: path)
        guard path.hasSuffix("." + CompiledScreen.fileExtension) else {
            self = try ScreenReader.read(bytes, file: file ?? path)
            return
        }
        do {
            self = try CompiledScreen.decode(bytes, file: file)
        } catch {
            throw ScreenError(error, in: path)
        }
    }

    /// The bytes of a screen file, if it is a regular file (not a device such as /dev/zero, a
    /// pipe or a folder) of at most `maximumFileSize` bytes. Opened without blocking (a pipe
    /// would wait for a writer) and checked on the open file, so what is checked is what is read.
    static func fileBytes(at path: String) throws(ScreenError) -> [UInt8] {
        func refuse(_ why: String) -> ScreenError { ScreenError([Diagnostic(.screenNotFound, "cannot read '\(path)': \(why)", at: nil)]) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw refuse(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw refuse(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw refuse("not a regular file") }
        guard info.st_size <= maximumFileSize else {
            throw refuse("\(info.st_size) bytes, more than a screen file may have (\(maximumFileSize >> 20) MB)")
        }
        // Read to the end, not to the size measured: the file may have changed since. Past the
        // limit, it is refused all the same.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= maximumFileSize {
            let count = read(descriptor, &chunk, chunk.count)
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw refuse(String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        throw refuse("more than a screen file may have (\(maximumFileSize >> 20) MB)")
    }

    /// Reads a screen held in memory: the compiled form if the bytes start with its magic, XML
    /// otherwise. `file` names it in locations.
    public init(bytes: [UInt8], file: String) throws(ScreenError) {
        guard CompiledScreen.isCompiled(bytes) else {
            self = try ScreenReader.read(bytes, file: file)
            return
        }
        do {
            self = try CompiledScreen.decode(bytes, file: file)
        } catch {
            throw ScreenError(error, in: file)
        }
    }
}

extension ScreenError {
    /// A compiled screen that cannot be read, as a diagnostic at the start of its file.
    init(_ error: CompiledScreenError, in path: String) {
        let code: DiagnosticCode
        switch error {
        case .unsupportedVersion, .unsupportedScreenVersion: code = .unsupportedVersion
        case .unreadable: code = .screenNotFound
        case .notCompiled, .checksumMismatch, .truncated, .corrupt: code = .malformedXML
        }
        self.init([Diagnostic(code, error.description, at: SourceLocation(file: path, line: 1, column: 1))])
    }
}
