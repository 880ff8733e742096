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
        switch code {
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME, KEY_A1: return .home
        case KEY_END, KEY_C1: return .end
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        default:
            for n in 1...12 where code == nk_KEY_F(Int32(n)) { return .function(n) }
            return nil
        }
    }
}
