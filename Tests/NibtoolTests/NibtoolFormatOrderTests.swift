import Foundation
import Testing

/// What `nibtool format` writes reads as Interface Builder writes it: a constraint's attributes
/// in the order of its equation (firstItem firstAttribute relation secondItem secondAttribute
/// multiplier constant), and a blank line between a storyboard's scenes. Checked on every screen
/// of Screens/ (`format`) and every file Xcode wrote in `../shared/xibs` (`convert`, which
/// writes as `format` does).
@Suite("nibtool format's order")
struct NibtoolFormatOrderTests {
    static let equation = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority", "identifier"]

    static let screens: [String] = {
        let folder = NibtoolTests.repository + "/Screens"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { folder + "/" + $0 }
    }()

    static let xcodeFiles: [String] = {
        let folder = ProcessInfo.processInfo.environment["NIBKIT_XIBS"] ?? NibtoolTests.repository + "/../shared/xibs"
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { folder + "/" + $0 }
    }()

    /// The constraint lines of `text` whose attributes are out of the equation's order.
    static func constraintsOutOfOrder(in text: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains("<constraint ") }.map(String.init).filter { line in
            let names = line.matches(of: /\s([A-Za-z]+)="/).map { String($0.output.1) }.filter { $0 != "id" }
            let ranks = names.compactMap { equation.firstIndex(of: $0) }
            return ranks != ranks.sorted()
        }
    }

    @Test func formatWritesConstraintsAsEquationsAndScenesApart() throws {
        #expect(Self.screens.count >= 10)
        var constraints = 0
        for screen in Self.screens {
            let written = try Nibtool.run(["format", "--stdout", screen])
            #expect(written.status == 0, "\(screen): \(written.stderr)")
            #expect(
                Self.constraintsOutOfOrder(in: written.stdout).isEmpty, "\(screen):\n\(Self.constraintsOutOfOrder(in: written.stdout).joined(separator: "\n"))")
            constraints += written.stdout.components(separatedBy: "<constraint ").count - 1
            if screen.hasSuffix(".storyboard") {
                let scenes = written.stdout.components(separatedBy: "<scene ").count - 1
                #expect(
                    written.stdout.components(separatedBy: "</scene>\n\n    <scene ").count - 1 == scenes - 1, "a blank line between scenes:\n\(written.stdout)"
                )
            }
        }
        #expect(constraints > 0, "some screen has constraints to check")
    }

    @Test(.enabled(if: !xcodeFiles.isEmpty, "no files Xcode wrote on this machine (../shared/xibs or NIBKIT_XIBS)"))
    func convertWritesXcodesConstraintsAsEquations() throws {
        var constraints = 0
        for file in Self.xcodeFiles {
            let written = try Nibtool.run(["convert", "--stdout", file])
            guard written.status == 0 else { continue }  // a file NibKit cannot read is another test's
            #expect(
                Self.constraintsOutOfOrder(in: written.stdout).isEmpty, "\(file):\n\(Self.constraintsOutOfOrder(in: written.stdout).joined(separator: "\n"))")
            constraints += written.stdout.components(separatedBy: "<constraint ").count - 1
        }
        #expect(constraints >= 20, "\(constraints) constraints")
    }
}
