import BoundedFile
import NibFormat

/// Reads a whole screen file (`RegularFile`, the C library alone, keeping the format module free
/// of Foundation): the one way every reader (XML, compiled, the loader's, nibtool's) gets a
/// file's bytes.
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
        do throws(RegularFile.Failure) {
            return try RegularFile.read(path, limit: limit)
        } catch {
            switch error {
            case .system(let message): throw Unreadable(description: message)
            case .notRegularFile: throw Unreadable(description: "not a regular file")
            case .tooLarge(let size?): throw Unreadable(description: "\(size) bytes, more than a screen file may have (\(limit >> 20) MB)")
            case .tooLarge(nil): throw Unreadable(description: "more than a screen file may have (\(limit >> 20) MB)")
            }
        }
    }
}
