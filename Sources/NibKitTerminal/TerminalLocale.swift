import Glibc

/// ncursesw only reads and writes wide characters under a UTF-8 locale; without one, CJK text
/// and box drawing vanish. The user's locale wins when it is UTF-8; otherwise C.UTF-8 (the one
/// locale every machine here has) is used.
///
/// Only the character-type category is set: it is all ncursesw and wcwidth read, and setting
/// every category (`LC_ALL`) would open a dozen more locale files at every start.
enum TerminalLocale {
    /// Sets the process's character-type locale; returns whether it is now UTF-8.
    @discardableResult
    static func adopt() -> Bool {
        if setlocale(LC_CTYPE, "") != nil, isUTF8 { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
