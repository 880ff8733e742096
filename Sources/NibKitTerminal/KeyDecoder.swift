import CNcursesw
import NibKit

/// Turns what `wget_wch` reads into keys. Returns nil for input the program has no name for
/// (modified arrows and the like), which the caller skips.
enum KeyDecoder {
    /// A character read with `wget_wch` returning OK.
    static func key(character code: UInt32) -> Key? {
        switch code {
        case 13, 10: return .enter
        case 9: return .tab
        case 27: return .escape
        case 127, 8: return .backspace
        case 0: return .control(" ")
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 28...31: return .control(Character(Unicode.Scalar(UInt8(code) + 0x40)))
        default:
            guard code >= 32, let scalar = Unicode.Scalar(code) else { return nil }
            if (0x80..<0xA0).contains(code) { return nil }
            return .character(Character(scalar))
        }
    }

    /// A key code read with `wget_wch` returning KEY_CODE_YES (mouse and resize excepted).
    static func key(code: Int32) -> Key? {
        keys[code] ?? (1...12).first { code == nk_KEY_F(Int32($0)) }.map(Key.function)
    }

    /// The named key codes; the keypad's corners (A1, C1, A3, C3) are Home, End and the pages.
    private static let keys: [Int32: Key] = [
        KEY_ENTER: .enter, KEY_BTAB: .backTab, KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_IC: .insert,
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_HOME: .home, KEY_A1: .home, KEY_END: .end, KEY_C1: .end,
        KEY_PPAGE: .pageUp, KEY_A3: .pageUp, KEY_NPAGE: .pageDown, KEY_C3: .pageDown,
    ]
}
