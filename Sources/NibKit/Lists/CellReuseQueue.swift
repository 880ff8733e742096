/// The cells a list keeps for reuse, by reuse identifier, and how to make another when none is
/// idle: a registered class, or a registered nib (a screen file of its own, or a prototype from
/// the list's screen) whose top-level object is the cell.
final class CellReuseQueue<Cell: ReusableView> {
    enum Maker {
        /// A screen whose top-level object is the cell; a prototype's is loaded with the owner
        /// and external objects of the screen it came from (held weakly: the owner holds the
        /// table), so the cell's actions reach them.
        case nib(Nib, owner: Weak<AnyObject>, externalObjects: [String: Weak<AnyObject>])
        /// A registered class, made for the identifier.
        case type(@MainActor (String) -> Cell)
    }

    /// One registration of an identifier: how to make its cells, and its number, which each
    /// cell it makes carries (`TableViewCell.reuseRegistration`).
    private struct Registration {
        var maker: Maker
        var number: Int
    }

    private var registrations: [String: Registration] = [:]
    private var registrationCount = 0
    private var idle: [String: [Cell]] = [:]
    /// How many cells the queue made, for the table's own accounting (tests count it).
    private(set) var madeCount = 0

    /// Registers how to make cells of `identifier`, or forgets it (nil), in place of any earlier
    /// registration: the cells made the old way, idle or still on screen, are not handed out again.
    func register(_ maker: Maker?, for identifier: String) {
        registrationCount += 1
        registrations[identifier] = maker.map { Registration(maker: $0, number: registrationCount) }
        idle[identifier] = nil
    }

    /// An idle cell of `identifier`, prepared for reuse; nil when none is idle.
    func reuse(_ identifier: String) -> Cell? {
        guard let cell = idle[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A new cell as registered, under `identifier` whatever its screen says; nil when nothing
    /// is registered for `identifier`.
    func make(_ identifier: String) throws(ScreenError) -> Cell? {
        guard let registration = registrations[identifier] else { return nil }
        let cell: Cell
        switch registration.maker {
        case .type(let make):
            cell = make(identifier)
        case .nib(let nib, let owner, let externalObjects):
            let objects = try nib.instantiate(owner: owner.value, externalObjects: externalObjects.compactMapValues(\.value))
            guard let made = objects.lazy.compactMap({ $0 as? Cell }).first else {
                throw ScreenError([
                    Diagnostic(
                        .wrongClass, "the screen '\(nib.name)' registered for '\(identifier)' has no top-level \(Cell.reusableElement)",
                        at: nib.document.location, className: "\(Cell.self)")
                ])
            }
            cell = made
        }
        cell.reuseIdentifier = identifier
        cell.reuseRegistration = registration.number
        madeCount += 1
        return cell
    }

    /// Keeps a cell that left the screen for the next row of its identifier, if the identifier's
    /// registration made it (or the program made it, with a registered identifier, as UIKit
    /// keeps such cells); a cell of an earlier registration is let go.
    func enqueue(_ cell: Cell) {
        guard let identifier = cell.reuseIdentifier, let registration = registrations[identifier],
            cell.reuseRegistration == nil || cell.reuseRegistration == registration.number
        else { return }
        idle[identifier, default: []].append(cell)
    }
}
