import ArgumentParser
import Foundation

/// Where a package made by `nibtool new` gets NibKit from: a checkout on disk
/// (`.package(path:)`) or a published git address (`.package(url:from:)`).
enum NibKitDependency: Equatable {
    case checkout(path: String)
    case published(url: String)

    /// `--nibkit`'s value: an address (`https://…`, `git@…`, `file://…`) is published, anything
    /// else a folder holding a NibKit checkout; without one, the checkout nibtool was built from.
    init(argument: String?) throws {
        guard let argument else {
            self = try Self.builtFrom()
            return
        }
        if argument.contains("://") || argument.hasPrefix("git@") {
            self = .published(url: argument)
            return
        }
        let path = URL(fileURLWithPath: argument).standardizedFileURL.path
        if let problem = Self.checkoutProblem(path) { throw ValidationError("--nibkit \(argument): \(problem)") }
        self = .checkout(path: path)
    }

    /// The checkout this nibtool was compiled from (the folder above `Sources/nibtool/Starter`), while it is there.
    static func builtFrom() throws -> NibKitDependency {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        if let problem = checkoutProblem(root) {
            throw ValidationError(
                "nibtool was built from \(root), but \(problem); give --nibkit PATH (a NibKit checkout) or --nibkit URL (NibKit's git address)")
        }
        return .checkout(path: root)
    }

    /// Why `path` is not a NibKit checkout, or nil when it is one.
    static func checkoutProblem(_ path: String) -> String? {
        guard let manifest = try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8) else {
            return "there is no package at \(path) (no Package.swift)"
        }
        guard manifest.contains(#"name: "NibKit""#) else { return "the package at \(path) is not NibKit" }
        return nil
    }

    /// The manifest's entry in `dependencies:`.
    var packageEntry: String {
        switch self {
        case .checkout(let path): return ".package(name: \(SwiftLiteral.string(Self.packageName)), path: \(SwiftLiteral.string(path)))"
        case .published(let url): return ".package(url: \(SwiftLiteral.string(url)), from: \(SwiftLiteral.string(NibKitRelease.version)))"
        }
    }

    /// The package name products are taken from: a checkout is named in its entry; a
    /// published package is known by the last part of its address, less `.git`, as SwiftPM
    /// knows it.
    var packageReference: String {
        switch self {
        case .checkout: return Self.packageName
        case .published(let url):
            let last = url.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? url
            return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
        }
    }

    private static let packageName = "NibKit"
}
