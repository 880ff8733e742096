/// The methods `nibtool stubs` writes for a protocol a screen's outlet holds: those it requires,
/// as NibKit declares them (`TableViewDataSource.swift`); every other method of NibKit's outlet
/// protocols has a default. Each body compiles and shows nothing yet.
enum ProtocolStubs {
    /// The required methods of `protocolName`, indented as members, with blank lines between
    /// (none for a protocol that requires none); a data source's cells are dequeued by
    /// `cellIdentifier`.
    static func methods(of protocolName: String, cellIdentifier: String) -> String {
        switch protocolName {
        case "TableViewDataSource":
            return """
                    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                        0
                    }

                    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                        tableView.dequeueReusableCell(withIdentifier: \(SwiftLiteral.string(cellIdentifier)), for: indexPath)
                    }

                """
        default:
            return ""
        }
    }
}
