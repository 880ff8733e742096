import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How many terminal columns a character takes (0 for combining marks, 2 for CJK and
/// most emoji), decided the same way tmux decides it: with the C library's `wcwidth` in a
/// UTF-8 locale. Using the same rule as the terminal keeps columns right after wide text.
enum CharacterWidth {
    /// A UTF-8 locale object; installed per thread with `uselocale` so the library never
    /// changes the process-wide locale of the program using it.
    nonisolated(unsafe) private static let utf8Locale: locale_t? = {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] {
            if let locale = newlocale(LC_CTYPE_MASK, name, nil) { return locale }
        }
        return nil
    }()

    /// glibc only declares `wcwidth` under _XOPEN_SOURCE, which Swift's C import doesn't
    /// set, so the function is looked up at run time instead.
    private typealias WidthFunction = @convention(c) (wchar_t) -> Int32
    private static let wcwidthFunction: WidthFunction? = {
        #if canImport(Darwin)
        let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(handle, "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: WidthFunction.self)
    }()

    static func columns(of scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value < 0x20 ? 0 : 1 }
        var width: Int32 = -1
        if let locale = utf8Locale, let wcwidth = wcwidthFunction {
            let previous = uselocale(locale)
            width = wcwidth(wchar_t(bitPattern: scalar.value))
            uselocale(previous)
        }
        if width >= 0 { return Int(width) }
        return fallback(scalar)
    }

    /// A rough rule for when no UTF-8 locale exists: combining marks are 0, the main
    /// East Asian wide blocks and emoji are 2.
    private static func fallback(_ scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        let v = scalar.value
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(v) } ? 2 : 1
    }
}
