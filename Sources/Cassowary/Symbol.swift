/// A column of the tableau. An external symbol stands for a caller's variable; the solver makes
/// the others: a slack turns an inequality into an equation, an error measures how far a
/// non-required constraint is from holding, a dummy marks a required equation so that it can be
/// found again to be removed. Slack, error and dummy symbols are never negative (a dummy is
/// always zero); external ones may take any value.
///
/// One integer, the index shifted left twice with the kind in the low bits: comparing symbols
/// compares indexes (the order of "the first symbol that…" choices), and storing, hashing and
/// comparing one costs what an `Int` costs. Indexes are dense, from 0, and reused once a symbol
/// has left the tableau, so they index the tableau's per-symbol arrays.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        case external, slack, error, dummy
    }

    let rawValue: Int

    init(index: Int, kind: Kind) {
        rawValue = index << 2 | kind.rawValue
    }

    init(rawValue: Int) { self.rawValue = rawValue }

    /// No symbol: what the tableau holds for a free slot.
    static var freeSlot: Symbol { Symbol(rawValue: -1) }

    var index: Int { rawValue >> 2 }

    var kind: Kind {
        switch rawValue & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    var isExternal: Bool { rawValue & 3 == Kind.external.rawValue }

    var isDummy: Bool { rawValue & 3 == Kind.dummy.rawValue }

    /// Slack and error symbols: those the simplex method moves (a dummy stays at zero, an
    /// external symbol is never restricted, so neither is chosen to leave or enter for the sake
    /// of feasibility).
    var isPivotable: Bool { rawValue & 3 == Kind.slack.rawValue || rawValue & 3 == Kind.error.rawValue }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
