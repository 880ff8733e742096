import Foundation
import NibFormat

/// Finds the classes an app's Swift sources declare, without compiling them: classes and
/// extensions, the protocols they adopt, their outlets, outlet collections, action tables and declared settings, by the
/// patterns below (comments ignored; braces in strings not counted); and how the sources load
/// screens (`SourceUsage`).
public enum SourceScanner {
    /// Every `.swift` file under `directory` (recursively), scanned; how they load screens is added to `usage`.
    static func scan(directory: String, usage: inout SourceUsage) throws -> [ClassDescription] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw ToolError("no such directory '\(directory)' (--sources)")
        }
        var files = [directory]
        if isDirectory.boolValue {
            let relatives = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
            let sources = relatives.filter { path in path.hasSuffix(".swift") && !path.split(separator: "/").contains { $0.hasPrefix(".") } }
            files = sources.map { directory + "/" + $0 }
        }
        var classes: [ClassDescription] = []
        for file in files.sorted() {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            classes += scan(text, file: file, usage: &usage)
        }
        return classes
    }

    nonisolated(unsafe) static let classPattern = try! Regex(
        #"(?:^|[\s;{])class\s+(?!var\b|func\b|let\b|subscript\b|override\b|static\b)([A-Za-z_]\w*)\s*(?:<[^>{]*>)?\s*(?::([^{]*))?"#)
    nonisolated(unsafe) static let extensionPattern = try! Regex(#"(?:^|[\s;{])extension\s+([A-Za-z_][\w.]*)\s*(?::([^{]*))?"#)
    /// `protocol TodoSource: TableViewDataSource`: a protocol and those it refines.
    nonisolated(unsafe) static let protocolPattern = try! Regex(#"(?:^|[\s;{])protocol\s+([A-Za-z_]\w*)\s*(?::([^{]*))?"#)
    nonisolated(unsafe) static let otherTypePattern = try! Regex(#"(?:^|[\s;{])(?:struct|enum|protocol|actor)\s+([A-Za-z_]\w*)"#)
    nonisolated(unsafe) static let outletPattern = try! Regex(#"@Outlet(?!Collection)\b[^=\n]*?\bvar\s+([A-Za-z_]\w*)\s*:\s*([A-Za-z_][\w.]*)"#)
    nonisolated(unsafe) static let collectionPattern = try! Regex(#"@OutletCollection\b[^=\n]*?\bvar\s+([A-Za-z_]\w*)\s*:\s*\[\s*([A-Za-z_][\w.]*)\s*\]"#)
    /// `"selector:": .init(Class.method)`: the selector, and the method when it is named so.
    nonisolated(unsafe) static let actionPattern = try! Regex(
        #""([^"\\\s]+)"\s*:\s*(?:\.init|ActionMethod)\s*\((?:\s*(?:[A-Za-z_][\w.]*\.)?([A-Za-z_]\w*)\s*\))?"#)
    /// `func buttonPressed(_ sender: Button`: an action method and its sender parameter's type.
    nonisolated(unsafe) static let senderPattern = try! Regex(#"\bfunc\s+([A-Za-z_]\w*)\s*\(\s*_\s+\w+\s*:\s*([A-Za-z_][\w.]*\??)"#)
    /// A setting of a class's declaration (`Setting("level", \Gauge.level`,
    /// `.inspectable("borderWidth", \RedButton.borderWidth`, `.object("layer", \View.layer`): its
    /// kind, name, class and property, the class read from the key path wherever it is written.
    nonisolated(unsafe) static let settingPattern = try! Regex(
        #"(Setting|\.inspectable|\.object)\s*\(\s*"([^"\\\s]+)"\s*,\s*\\([A-Za-z_][\w.]*)\.([A-Za-z_]\w*)"#)
    nonisolated(unsafe) static let builtInOutletPattern = try! Regex(#""([^"\\\s]+)"\s*:\s*BuiltInOutlet\s*\(([^)]*)"#)
    nonisolated(unsafe) static let loadViewPattern = try! Regex(#"\boverride\b[^{\n]*\bfunc\s+loadView\s*\(\s*\)"#)
    /// `SomeController(nibName: "Screen")`: that class loads its view from Screen.
    nonisolated(unsafe) static let nibNameInitPattern = try! Regex(#"\b([A-Z][\w.]*)\s*\(\s*nibName\s*:\s*"([^"\\]+)""#)
    /// `super.init(nibName: "Screen")` or `nibName = "Screen"` in a class: the class loads its view from Screen.
    nonisolated(unsafe) static let ownNibNamePattern = try! Regex(
        #"(?:\b(?:super|self)\.init\s*\(\s*nibName\s*:|(?:^|[^\w.])(?:self\.)?nibName\s*=)\s*"([^"\\]+)""#)
    nonisolated(unsafe) static let externalObjectsPattern = try! Regex(#"\bexternalObjects\s*:"#)

    /// Scans one file's text.
    static func scan(_ text: String, file: String, usage: inout SourceUsage) -> [ClassDescription] {
        struct Context { var index: Int?; var depth: Int }
        var classes: [ClassDescription] = []
        var stack: [Context] = []
        var pending: Context?
        var depth = 0
        // Inside a block comment or a multi-line string, carried over line ends: what ends it.
        var skippingTo: String?
        var fileCode: [String] = []
        // Per class: the methods its action table names, and the sender type of each method.
        var actionMethods: [Int: [String: String]] = [:]
        var senderTypes: [Int: [String: String]] = [:]

        for (lineIndex, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Strip comments; note where braces outside strings fall.
            var code = ""
            var braces: [Character] = []
            var inString = false
            var previous: Character = " "
            let chars = Array(rawLine)
            var i = 0
            func at(_ token: String) -> Bool { chars[i...].starts(with: token) }
            while i < chars.count {
                if let end = skippingTo {
                    if at(end) { skippingTo = nil; i += end.count } else { i += 1 }
                    continue
                }
                let c = chars[i]
                if !inString {
                    if at("//") { break }
                    if at("/*") { skippingTo = "*/"; i += 2; continue }
                    if at("\"\"\"") { skippingTo = "\"\"\""; i += 3; continue }
                    if c == "{" || c == "}" { braces.append(c) }
                }
                if c == "\"" && previous != "\\" { inString.toggle() }
                code.append(c)
                previous = c
                i += 1
            }
            fileCode.append(code)

            // Declarations open a context at their next brace.
            // A class's inheritance clause names its superclass first, then the protocols it adopts.
            if let match = code.firstMatch(of: classPattern) {
                let inherited = inheritedNames(match.group(2))
                classes.append(ClassDescription(name: match.group(1), superclass: inherited.first, protocols: Set(inherited.dropFirst())))
                pending = Context(index: classes.count - 1, depth: 0)
            } else if let match = code.firstMatch(of: extensionPattern) {
                classes.append(ClassDescription(name: lastComponent(match.group(1)), superclass: nil, protocols: Set(inheritedNames(match.group(2)))))
                pending = Context(index: classes.count - 1, depth: 0)
            } else if code.firstMatch(of: otherTypePattern) != nil {
                if let match = code.firstMatch(of: protocolPattern) {
                    usage.protocolRefinements[match.group(1), default: []].formUnion(inheritedNames(match.group(2)))
                }
                pending = Context(index: nil, depth: 0)
            }

            // Members belong to the innermost open class or extension.
            if let index = pending.map(\.index) ?? stack.last?.index {
                for (pattern, isCollection) in [(outletPattern, false), (collectionPattern, true)] {
                    for match in code.matches(of: pattern) {
                        classes[index].outlets[match.group(1)] = .init(type: lastComponent(match.group(2)), isCollection: isCollection)
                        usage.outletDeclarations[classes[index].name, default: [:]][match.group(1)] = "\(file):\(lineIndex + 1)"
                    }
                }
                for match in code.matches(of: actionPattern) {
                    classes[index].actions.insert(match.group(1))
                    if !match.group(2).isEmpty { actionMethods[index, default: [:]][match.group(1)] = match.group(2) }
                }
                for match in code.matches(of: senderPattern) { senderTypes[index, default: [:]][match.group(1)] = match.group(2) }
                for match in code.matches(of: builtInOutletPattern) {
                    classes[index].outlets[match.group(1)] = .init(type: nil, isCollection: match.group(2).contains("collectionOf"))
                }
                if code.contains(loadViewPattern) { usage.loadsViewInCode.insert(classes[index].name) }
                for match in code.matches(of: ownNibNamePattern) { usage.nibNames[classes[index].name, default: []].insert(match.group(1)) }
            }
            for match in code.matches(of: nibNameInitPattern) { usage.nibNames[lastComponent(match.group(1)), default: []].insert(match.group(2)) }

            for brace in braces {
                if brace == "{" {
                    depth += 1
                    if let context = pending { stack.append(Context(index: context.index, depth: depth)) }
                    pending = nil
                } else {
                    if stack.last?.depth == depth { stack.removeLast() }
                    depth -= 1
                }
            }
        }
        // A sender parameter of one class (not `Any`, not optional) is what the loader checks too.
        for (index, methods) in actionMethods {
            for (selector, method) in methods {
                guard let type = senderTypes[index]?[method], !type.hasSuffix("?"), type != "Any", type != "AnyObject" else { continue }
                classes[index].senders[selector] = lastComponent(type)
            }
        }
        let code = fileCode.joined(separator: "\n")
        scanSettings(code, into: &classes)
        scanExternalObjects(code, file: file, usage: &usage)
        return classes
    }

    /// The settings the file's declarations give its classes: each key on the class its key
    /// path names, of the type its property is declared with when the file says
    /// (`var level: Double`), so that `validate` checks a runtime attribute's value as the load does.
    static func scanSettings(_ code: String, into classes: inout [ClassDescription]) {
        for match in code.matches(of: settingPattern) {
            let className = lastComponent(match.group(3))
            guard let index = classes.lastIndex(where: { $0.name == className }) else { continue }
            let key: ClassDescription.Key =
                match.group(1) == ".object" ? .object(nil) : .value(propertyType(of: match.group(4), in: code))
            classes[index].keys[match.group(2)] = key
        }
    }

    /// The type a property is declared with (`var level: Double`, `var name: String?`), or, with
    /// none written, the type Swift gives its literal (`var turns = 0` is an Int, `= 0.5` a
    /// Double, `= true` a Bool, `= "…"` a String), as a screen's values go into it; nil when the
    /// file does not say, or says a type screens do not hold.
    static func propertyType(of property: String, in code: String) -> PropertyType? {
        guard let declared = try? Regex(#"\bvar\s+"# + property + #"\s*:\s*([A-Za-z_][\w.]*)(\?)?"#), let match = code.firstMatch(of: declared) else {
            return literalType(of: property, in: code)
        }
        let types: [String: ValueType] = [
            "Int": .integer, "Double": .number, "Float": .number, "Bool": .bool, "String": .string, "Color": .color, "Rect": .rect,
            "Point": .point, "Size": .size, "NibDate": .date,
        ]
        return types[lastComponent(String(match.output[1].substring ?? ""))].map { PropertyType($0, isOptional: match.output[2].substring != nil) }
    }

    /// The type Swift gives the literal a property starts with, when no type is written.
    private static func literalType(of property: String, in code: String) -> PropertyType? {
        guard let initial = try? Regex(#"\bvar\s+"# + property + #"\s*=\s*(-?[0-9][0-9_]*(\.[0-9]+)?([eE][-+]?[0-9]+)?|true|false|")"#),
            let match = code.firstMatch(of: initial), let literal = match.output[1].substring
        else { return nil }
        switch literal {
        case "true", "false": return PropertyType(.bool, isOptional: false)
        case "\"": return PropertyType(.string, isOptional: false)
        default:
            let isWhole = match.output[2].substring == nil && match.output[3].substring == nil
            return PropertyType(isWhole ? .integer : .number, isOptional: false)
        }
    }

    /// Notes the string keys of every `externalObjects: [...]` dictionary literal in `code`
    /// (comments already removed). A parameter's type (`externalObjects: [String: AnyObject]`)
    /// is skipped; anything else (a variable, a literal with a non-literal key, a literal
    /// followed by `.merging(...)`) is opaque: the keys it supplies cannot be known.
    static func scanExternalObjects(_ code: String, file: String, usage: inout SourceUsage) {
        for match in code.matches(of: externalObjectsPattern) {
            let place = "\(file):\(code[..<match.range.lowerBound].count(where: { $0 == "\n" }) + 1)"
            // A declaration (`var externalObjects: [ObjectNode]`), not an argument.
            let before = code[..<match.range.lowerBound].reversed().prefix(while: { $0 != "\n" })
            if String(before.reversed()).contains(declarationEndPattern) { continue }
            let i = code[match.range.upperBound...].firstIndex { !$0.isWhitespace } ?? code.endIndex
            guard i < code.endIndex, code[i] == "[" else { usage.opaqueExternalObjects.append(place); continue }
            // Split the bracket's contents into top-level entries.
            var entries: [String] = [""]
            var depth = 0
            var inString = false
            var previous: Character = " "
            var closingBracket: String.Index?
            for j in code[code.index(after: i)...].indices {
                let c = code[j]
                defer { previous = c }
                if inString {
                    if c == "\"" && previous != "\\" { inString = false }
                } else if c == "\"" {
                    inString = true
                } else if "([{".contains(c) {
                    depth += 1
                } else if ")]}".contains(c) {
                    if depth == 0 { if c == "]" { closingBracket = j }; break }
                    depth -= 1
                } else if c == "," && depth == 0 {
                    entries.append("")
                    continue
                }
                entries[entries.count - 1].append(c)
            }
            guard let closingBracket else { usage.opaqueExternalObjects.append(place); continue }
            let contents = entries.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            let first = contents[0]
            if first.hasPrefix("String") && first.dropFirst(6).drop(while: \.isWhitespace).hasPrefix(":") { continue }  // a type
            if !first.contains(":") { continue }  // an array (a type, or not a dictionary at all)
            // What follows the literal must end the argument.
            let k = code[code.index(after: closingBracket)...].firstIndex { !$0.isWhitespace } ?? code.endIndex
            guard k == code.endIndex || code[k] == "," || code[k] == ")" else { usage.opaqueExternalObjects.append(place); continue }
            if contents == [":"] { continue }  // [:]
            var keys: [String] = []
            for entry in contents where !entry.isEmpty {
                guard let key = entry.firstMatch(of: stringKeyPattern) else { keys = []; usage.opaqueExternalObjects.append(place); break }
                keys.append(key.group(1))
            }
            usage.externalObjectKeys.formUnion(keys)
        }
    }

    /// The types an inheritance clause names (`Base, TableViewDataSource where T: P`), in order,
    /// without modules or generic arguments.
    static func inheritedNames(_ clause: String) -> [String] {
        let clause = clause.firstMatch(of: wherePattern).map { String(clause[..<$0.range.lowerBound]) } ?? clause
        return clause.split(whereSeparator: { $0 == "," || $0 == "&" }).compactMap { entry in
            let name = entry.prefix { $0 != "<" }.trimmingCharacters(in: .whitespaces)
            return name.wholeMatch(of: typeNamePattern) == nil ? nil : lastComponent(name)
        }
    }

    nonisolated(unsafe) static let wherePattern = try! Regex(#"\bwhere\b"#)
    nonisolated(unsafe) static let typeNamePattern = try! Regex(#"[A-Za-z_][\w.]*"#)
    nonisolated(unsafe) static let declarationEndPattern = try! Regex(#"\b(?:var|let|case)\s*$"#)
    nonisolated(unsafe) static let stringKeyPattern = try! Regex(#"^"([^"\\]*)"\s*:"#)

    /// A type name without its module or enclosing types (`Demos.RedButton` → `RedButton`).
    public static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}

extension Regex<AnyRegexOutput>.Match {
    /// The text of a capture group ("" when the group took no part in the match).
    func group(_ index: Int) -> String { output[index].substring.map(String.init) ?? "" }
}

/// How an app's sources load screens, as far as a scan can tell.
public struct SourceUsage {
    /// The keys of every `externalObjects:` dictionary literal.
    var externalObjectKeys: Set<String> = []
    /// Where `externalObjects:` is given something other than a literal (`file:line`): then
    /// which external objects are supplied cannot be known, and none is reported missing.
    var opaqueExternalObjects: [String] = []
    /// The screens a view controller class loads its view from by `nibName` (besides its own name).
    var nibNames: [String: Set<String>] = [:]
    /// The classes that override `loadView()`: view controllers that may build their view in code.
    var loadsViewInCode: Set<String> = []
    /// Where each class declares its `@Outlet` and `@OutletCollection` properties (`file:line`).
    var outletDeclarations: [String: [String: String]] = [:]
    /// The protocols each protocol the sources declare refines (`protocol TodoSource: TableViewDataSource`).
    var protocolRefinements: [String: Set<String>] = [:]
}
