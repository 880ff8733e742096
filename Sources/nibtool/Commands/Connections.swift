import ArgumentParser
import NibFormat
import ScreenChecking

struct Connections: MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "List every outlet, outlet collection and action of a screen: from which object to which, with event and selector; a storyboard's segues, with identifier and kind.",
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
        print(Console.printable(Self.render(document, locations: locations)), terminator: "")
    }

    static func render(_ document: NibDocument, locations: Bool) -> String {
        let byID = document.objectsByID
        let firstResponders = document.firstResponderIDs
        var rows: [(place: String, columns: [String], tail: String)] = []
        var collectionCounts: [String: Int] = [:]
        for node in document.allObjects {
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
                    name += "[\(collectionCounts[key, default: 0])]"
                    collectionCounts[key, default: 0] += 1
                case .action(let event):
                    kind = "action"
                    if let event { tail = "on \(event)" }
                    if firstResponders.contains(connection.destination) { tail += (tail.isEmpty ? "" : ", ") + "nil-targeted (responder chain)" }
                }
                rows.append((connection.location.description, [kind, name, Outline.name(node) + " → " + destination], tail))
            }
            for segue in node.segues {
                let destination = Outline.destination(of: segue, in: document)
                rows.append((segue.location.description, ["segue", segue.identifier ?? "-", Outline.name(node) + " → " + destination], segue.kind.rawValue))
            }
        }
        if rows.isEmpty { return "no connections\n" }
        let widths = (0..<3).map { column in rows.map { $0.columns[column].count }.max() ?? 0 }
        return rows.map { row in
            var line =
                (locations ? row.place + ": " : "") + zip(row.columns, widths).map { $0.padding(toLength: $1 + 2, withPad: " ", startingAt: 0) }.joined()
                + row.tail
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}
