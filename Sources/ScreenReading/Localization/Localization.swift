import NibFormat
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A storyboard or view file in `Base.lproj` takes its texts from the strings file of the
/// user's language beside it (`fr.lproj/Main.strings`, Xcode's keys `"objectID.text"`), as
/// UIKit's bundle does: the readers apply it to the file's markup before reading it
/// (`RecordedMarkup.localize`), so every check and the compiled form see the language's texts.
public enum Localization {
    /// The languages asked for, most wanted first: those set (`nibtool preview --locale`), or
    /// else the user's, from `LC_ALL`, `LC_MESSAGES` or `LANG` (`fr_CA.UTF-8` asks for `fr_CA`,
    /// then `fr-CA`, then `fr`); none for `C` and `POSIX`.
    public static var languages: [String] {
        get { chosen.withLock { $0 } ?? environmentLanguages }
        set { chosen.withLock { $0 = newValue } }
    }

    private static let chosen = Mutex<[String]?>(nil)

    /// The languages of the environment's locale (`languages`).
    static var environmentLanguages: [String] {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty else { continue }
            return languages(of: value)
        }
        return []
    }

    /// The language folders a locale name stands for, most precise first: `fr_CA.UTF-8` is
    /// `fr_CA`, `fr-CA`, `fr`.
    public static func languages(of locale: String) -> [String] {
        let name = String(locale.prefix { $0 != "." && $0 != "@" })
        guard !name.isEmpty, name != "C", name != "POSIX" else { return [] }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard parts.count > 1 else { return [name] }
        return [parts.joined(separator: "_"), parts.joined(separator: "-"), parts[0]]
    }

    /// The folder Xcode keeps a localized file's base in; a screen folder's is searched by name.
    public static let baseFolder = "Base.lproj"

    /// The strings file for a screen file at `path` in `languages` (nil: the user's, asked for
    /// only of a file in `Base.lproj`, so that reading any other costs no look at the
    /// environment): for `X/Base.lproj/Main.storyboard`, the first of `X/fr.lproj/Main.strings`
    /// ... that exists; nil for a file not in `Base.lproj`.
    public static func stringsFile(for path: String, languages: [String]? = nil) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2] == baseFolder else { return nil }
        let languages = languages ?? Self.languages
        guard !languages.isEmpty else { return nil }
        let folder = parts.dropLast(2).joined(separator: "/")
        let name = parts[parts.count - 1].split(separator: ".").dropLast().joined(separator: ".")
        for language in languages {
            let candidate = (folder.isEmpty && !path.hasPrefix("/") ? "" : folder + "/") + language + ".lproj/" + name + ".strings"
            if access(candidate, F_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The table of the strings file for `path` in `languages`; nil when there is none.
    static func table(for path: String, languages: [String]?) throws(ScreenError) -> StringsTable? {
        guard let file = stringsFile(for: path, languages: languages) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(file)
        } catch {
            throw ScreenError([Diagnostic(.malformedStrings, "cannot read the strings file: \(error)", at: SourceLocation(file: file, line: 1, column: 1))])
        }
        return try StringsTable(bytes: bytes, file: file)
    }
}

extension RecordedMarkup {
    /// Writes each text the table gives over the one written, where Xcode's key names it:
    /// `"ID.text"`, `"ID.title"`, `"ID.placeholder"` (or any attribute of that name, or
    /// `<string key="text">` inside) of the element whose id is `ID`; `"ID.normalTitle"` (and
    /// the other states') a button state's title; `"ID.segmentTitles[2]"` a segment's. Keys of
    /// what the file does not hold are passed over, as UIKit passes them.
    mutating func localize(with table: StringsTable) {
        guard !table.values.isEmpty else { return }
        var byID: [String: Element] = [:]
        for index in elements.indices {
            let element = Element(index: index)
            if let id = attribute(.id, of: element) { byID[value(id)] = element }
        }
        for (key, text) in table.values {
            guard let dot = key.firstIndex(of: "."), let element = byID[String(key[..<dot])] else { continue }
            let property = String(key[key.index(after: dot)...])
            if let target = localizedAttribute(property, of: element) {
                replaceValue(of: target, with: text)
            } else if let string = children(element).first(where: { nameText($0) == "string" && keyOf($0) == property }), elements[string.index].text >= 0 {
                texts[Int(elements[string.index].text)].0 = text
            }
        }
    }

    /// The attribute a strings key's property names on an element, if it has one.
    private func localizedAttribute(_ property: String, of element: Element) -> Attribute? {
        if let state = Self.stateTitles[property] {
            return children(element).first { nameText($0) == "state" && keyOf($0) == state }.flatMap { attribute(named: "title", of: $0) }
        }
        if property.hasPrefix("segmentTitles["), property.hasSuffix("]"), let index = Int(property.dropFirst(14).dropLast()),
            let list = children(element).first(where: { nameText($0) == "segments" })
        {
            let segments = Array(children(list).filter { nameText($0) == "segment" })
            return segments.indices.contains(index) ? attribute(named: "title", of: segments[index]) : nil
        }
        return attribute(named: property, of: element)
    }

    private func keyOf(_ element: Element) -> String? { attribute(.key, of: element).map(value) }

    /// Xcode's keys of a button's titles in its states, and the states.
    private static let stateTitles = ["normalTitle": "normal", "highlightedTitle": "highlighted", "selectedTitle": "selected", "disabledTitle": "disabled"]

    /// Points the attribute's value at `text`, kept with the values libxml2 rewrote.
    private mutating func replaceValue(of attribute: Attribute, with text: String) {
        let utf8 = Array(text.utf8)
        attributes[attribute.index].valueStart = Int32(copies.count)
        attributes[attribute.index].valueLength = Int32(utf8.count)
        attributes[attribute.index].valueIsCopied = true
        copies += utf8
    }
}
