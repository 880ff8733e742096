/// The name `nibtool new` gives a package, its program and its module: a Swift module name
/// that clashes with nothing the package imports.
nonisolated enum PackageName {
    /// Why `name` cannot name a new package, or nil when it can.
    static func problem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "a name is needed" }
        guard name.unicodeScalars.allSatisfy(isIdentifierScalar), !("0"..."9").contains(first) else {
            return "'\(name)' is not a Swift module name: use letters, digits and _, not starting with a digit (e.g. TipSplitter)"
        }
        if keywords.contains(name) { return "'\(name)' is a Swift keyword" }
        if takenModules.contains(name) { return "'\(name)' is the name of a module of NibKit, of a package it uses, or of Swift; choose another" }
        return nil
    }

    /// ASCII letters, digits and `_`: the names SwiftPM and every file system take as they are.
    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }

    /// Words Swift reserves, which `import NAME` and `@testable import NAME` cannot name.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "true", "try", "throws", "_",
    ]

    /// Names SwiftPM would refuse or confuse: its targets' names must be unique across the
    /// package graph, so NibKit's targets (every one its Package.swift declares, but tests; a
    /// test keeps this list whole), swift-argument-parser's (which NibKit builds on), and the
    /// toolchain's own modules, which `import NAME` would find first.
    private static let takenModules: Set<String> = [
        // NibKit's targets.
        "BoundedFile", "CCharacterWidth", "CJPEGDecoder", "CLibPNG", "CLibXML2", "CNcursesw", "Cassowary", "DemoCommand", "Demos", "ImageDecoding", "NibFormat",
        "NibKit",
        "NibKitTerminal",
        "NibKitTesting", "Pictures", "ScreenChecking", "ScreenReading", "Suggestions", "TermDriver", "TerminalCells", "characters", "howdy", "nibsmoke",
        "nibtool", "shapely",
        // swift-argument-parser's targets and plugins.
        "ArgumentParser", "ArgumentParserToolInfo", "GenerateDoccReference", "GenerateManual",
        // The toolchain's modules.
        "Swift", "Foundation", "FoundationEssentials", "Glibc", "Dispatch", "Testing", "XCTest", "PackageDescription",
    ]
}
