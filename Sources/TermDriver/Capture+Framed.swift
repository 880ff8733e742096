extension Capture {
    /// The screen boxed, with row numbers and a column ruler, so a failure report shows the
    /// cell numbers to use in a script:
    ///
    ///              0         1
    ///              012345678901234567
    ///            +------------------+
    ///          0 |Howdy!            |
    public func framed() -> String {
        let gutter = String(max(rows - 1, 0)).count + 1
        let indent = String(repeating: " ", count: gutter + 2)
        // Every tenth column's tens, written from that column on.
        let tens = stride(from: 0, to: columns, by: 10).map { column in
            let label = String(column / 10)
            return label + String(repeating: " ", count: 10 - label.count)
        }.joined().prefix(columns)
        let units = String((0..<columns).map { Character(String($0 % 10)) })
        let border = indent.dropLast() + "+" + String(repeating: "-", count: columns) + "+"
        var output = [indent + String(tens), indent + units, String(border)]
        for (number, row) in cells.enumerated() {
            let label = String(number)
            let content = String(row.filter { !$0.isContinuation }.map(\.character))
            output.append(String(repeating: " ", count: gutter - label.count) + label + " |" + content + "|")
        }
        output.append(String(border))
        return output.joined(separator: "\n")
    }
}
