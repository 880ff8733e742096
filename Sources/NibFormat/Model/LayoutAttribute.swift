/// The part of a view a constraint names, as Interface Builder spells it: its edges, centre
/// and size, and the same edges and centre moved in by the view's layout margins.
public enum LayoutAttribute: String, CaseIterable, Sendable {
    /// The view's edges, centre and size (`leading` and `trailing` are `left` and `right`: terminals
    /// run left to right).
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The edges moved in by the view's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centre of the area inside the view's layout margins.
    case centerXWithinMargins, centerYWithinMargins
    /// The second attribute of a constraint on a size alone (`width == 20`).
    case notAnAttribute

    /// The direction an attribute lies along: columns (x) or rows (y).
    public enum Axis: String, CaseIterable, Sendable {
        /// Across the screen: columns (leading, trailing, left, right, centerX, width).
        case horizontal
        /// Down the screen: rows (top, bottom, centerY, baselines, height).
        case vertical

        /// The other axis: across a row, a column.
        public var crossing: Axis { self == .horizontal ? .vertical : .horizontal }
    }

    /// The axis the attribute lies on; nil for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins: return .vertical
        case .notAnAttribute: return nil
        }
    }

    /// A width or a height, as opposed to a position; a size may stand alone against a
    /// constant, a position may not, and the two are never related to each other.
    public var isSize: Bool { self == .width || self == .height }

    /// The attribute without its margin (`leadingMargin` → `leading`), and whether it had one.
    public var withoutMargin: (attribute: LayoutAttribute, isMargin: Bool) {
        switch self {
        case .leftMargin: (.left, true)
        case .rightMargin: (.right, true)
        case .topMargin: (.top, true)
        case .bottomMargin: (.bottom, true)
        case .leadingMargin: (.leading, true)
        case .trailingMargin: (.trailing, true)
        case .centerXWithinMargins: (.centerX, true)
        case .centerYWithinMargins: (.centerY, true)
        default: (self, false)
        }
    }
}

/// How a constraint's two sides compare, as Interface Builder spells it (`relation`, absent
/// for an equality).
public enum LayoutRelation: String, CaseIterable, Sendable {
    /// The first side at most, equal to, or at least the second.
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The relation as an equation writes it: `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A constraint as messages and outlines write it: `first.attribute == second.attribute × 2 + 1
/// @750`; the multiplier when not 1, the constant when not 0 (or alone), the priority when not
/// required, numbers as a screen file writes them. The runtime names items by class, the
/// outline by id (and the holder not at all, as the first item: `first` nil).
public enum LayoutEquation {
    /// The constraint `first.firstAttribute relation second.secondAttribute × multiplier +
    /// constant @priority`, as the type describes.
    public static func text(
        _ first: String?, _ firstAttribute: String, _ relation: LayoutRelation, _ second: String?, _ secondAttribute: String,
        multiplier: Double, constant: Double, priority: Double
    ) -> String {
        func written(_ number: Double) -> String { NibValue.number(number).description }
        var text = (first.map { $0 + "." } ?? "") + firstAttribute + " " + relation.symbol + " "
        if let second {
            text += second + "." + secondAttribute
            if multiplier != 1 { text += " × " + written(multiplier) }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + written(constant.magnitude) }
        } else {
            text += written(constant)
        }
        if priority < 1000 { text += " @" + written(priority) }
        return text
    }
}

/// How a stack view shares its length among its arranged views (UIStackView's distributions,
/// as Interface Builder spells them).
public enum StackViewDistribution: String, CaseIterable, Sendable {
    /// The views fill the length; the one that hugs its content least grows or shrinks (the
    /// first of equals).
    case fill
    /// All views the same length.
    case fillEqually
    /// Lengths in proportion to the views' content sizes.
    case fillProportionally
    /// The views at their content sizes, with equal space between them.
    case equalSpacing
    /// The views at their content sizes, their centres equally far apart.
    case equalCentering
}

/// Where a stack view's arranged views sit across its axis (UIStackView's alignments).
public enum StackViewAlignment: String, CaseIterable, Sendable {
    /// Each view as long as the stack across the axis.
    case fill
    /// Against the stack's top (in a row) or leading edge (in a column).
    case leading
    /// Against the stack's top: `leading`, as Interface Builder writes it for a row.
    case top
    /// Centred across the axis.
    case center
    /// Against the stack's bottom (in a row) or trailing edge (in a column).
    case trailing
    /// Against the stack's bottom: `trailing`, as Interface Builder writes it for a row.
    case bottom
    /// Baselines: a terminal's text sits on its row, so the first is the top, the last the bottom.
    case firstBaseline
    /// The last baseline: the bottom, as `firstBaseline` says.
    case lastBaseline
}
