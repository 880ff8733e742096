import ArgumentParser
import NibKit

/// A size in cells as the commands take it (`--size`): WIDTHxHEIGHT, such as 80x24.
nonisolated enum CellSize {
    static func parse(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 1000, h <= 1000 else { return nil }
        return Size(width: w, height: h)
    }

    /// The usage error for a `--size` given that is not a size.
    static func validate(_ text: String?) throws {
        if let text, parse(text) == nil { throw ValidationError("--size must be WIDTHxHEIGHT, such as 80x24") }
    }
}
