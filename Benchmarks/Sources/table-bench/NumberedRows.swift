import NibKit

/// The table the list figures measure: `rows` numbered rows, in `sections` sections of equal
/// size (the last takes the rest), each titled when `titled`. Rows are counted, never stored, so
/// the data source costs the same for a hundred rows as for a million: what grows is the table's.
///
/// Each cell is a value1 cell: the row's number at the left, a word at the right whose width
/// changes from row to row (so a one-row scroll changes every row on screen, and a reused cell
/// must lay its labels out again).
final class NumberedRows: ViewController, TableViewDataSource {
    struct Shape: CustomStringConvertible {
        var rows: Int
        var sections = 1
        var titled = false

        var description: String { "\(rows) rows in \(sections) section\(sections == 1 ? "" : "s")\(titled ? ", titled" : "")" }
    }

    let shape: Shape
    let table: TableView
    let size: Size

    init(_ shape: Shape, size: Size, allowsSelection: Bool = true) {
        self.shape = shape
        self.size = size
        table = TableView(frame: Rect(origin: .zero, size: size))
        table.allowsSelection = allowsSelection
        super.init()
    }

    required init(coder: NibCoder) { fatalError("made in code") }

    override func loadView() throws {
        let root = View(frame: Rect(origin: .zero, size: size))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(ValueCell.self, forCellReuseIdentifier: "Row")
        root.addSubview(table)
        view = root
        table.dataSource = self
    }

    private var rowsPerSection: Int { max(1, shape.rows / max(1, shape.sections)) }

    func numberOfSections(in tableView: TableView) -> Int { max(1, shape.sections) }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == shape.sections - 1 ? shape.rows - rowsPerSection * section : rowsPerSection
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        shape.titled ? "Section \(section + 1)" : nil
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        let number = indexPath.section * rowsPerSection + indexPath.row
        cell.textLabel?.text = "Row \(number)"
        cell.detailTextLabel?.text = Self.words[number % Self.words.count]
        return cell
    }

    /// The right-hand words, of every width from 4 to 8.
    static let words = ["alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "kilo", "lima", "mike"]
}

/// A value1 cell, as `register(_:forCellReuseIdentifier:)` makes cells of a class.
final class ValueCell: TableViewCell {
    required init(style: Style = .default, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init(coder: NibCoder) { fatalError("made in code") }
}
