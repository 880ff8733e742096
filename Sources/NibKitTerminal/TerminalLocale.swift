import Glibc

/// ncursesw only handles wide characters under a UTF-8 locale (without one, CJK text and box
/// drawing vanish): the user's locale ("") if it is UTF-8, else C.UTF-8. Only LC_CTYPE is set: it
/// is all ncursesw and wcwidth read, and `LC_ALL` would open a dozen more locale files at start.
enum TerminalLocale {
    static func adopt() {
        for name in ["", "C.UTF-8", "C.utf8", "en_US.UTF-8"] {
            if setlocale(LC_CTYPE, name) != nil, isUTF8 { return }
        }
    }

    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
