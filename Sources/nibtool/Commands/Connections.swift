import ArgumentParser
import NibFormat
import ScreenChecking

struct Connections: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every outlet, outlet collection and action of a screen: from which object to which, with event and selector.",
        discussion: """
            Example:
              nibtool connections Screens/Howdy.xib
              outlet            v               File's Owner (HowdyViewController) → view 'panel'
              action            buttonPressed:  button 'howdy' → File's Owner (HowdyViewController)  on touchUpInside
            """
    )

    @Argument(help: "A screen file (.xib or .nibc).")
    var file: String

    @Flag(help: "Prefix each connection with its file:line:column.")
    var locations = false

    func execute() throws {
        let document = try ScreenFile.readOrExit(file)
        print(Self.render(document, locations: locations), terminator: "")
    }

    static func render(_ document: NibDocument, locations: Bool) -> String {
        let nodes = document.allObjects
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let firstResponders = Set(document.placeholders.filter { $0.placeholderIdentifier == Placeholder.firstResponder }.map(\.id))
        var rows: [[String]] = []
        var places: [String] = []
        var counters: [String: Int] = [:]
        for node in nodes {
            for connection in node.connections {
                let destination = byID[connection.destination].map(Outline.name) ?? "'\(connection.destination)' (missing)"
                let kind: String
                var name = connection.name
                var tail = ""
                switch connection.kind {
                case .outlet: kind = "outlet"
                case .outletCollection:
                    kind = "outletCollection"
                    let key = node.id + "." + connection.name
                    name += "[\(counters[key, default: 0])]"
                    counters[key, default: 0] += 1
                case .action(let event):
                    kind = "action"
                    if let event { tail = "on \(event)" }
                    if firstResponders.contains(connection.destination) { tail += (tail.isEmpty ? "" : ", ") + "nil-targeted (responder chain)" }
                }
                rows.append([kind, name, Outline.name(node) + " → " + destination, tail])
                places.append(connection.location.description)
            }
        }
        if rows.isEmpty { return "no connections\n" }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var out = ""
        for (index, row) in rows.enumerated() {
            var line = locations ? places[index] + ": " : ""
            for i in 0..<3 { line += row[i].padding(toLength: widths[i] + 2, withPad: " ", startingAt: 0) }
            line += row[3]
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
