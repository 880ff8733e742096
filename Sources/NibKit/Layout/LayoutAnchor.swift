/// The kind of a horizontal position anchor (leading, trailing, left, right, centre X); only
/// ever a type parameter. An anchor's kind decides what it may be related to: positions on the
/// same axis, or sizes, which may also be related to a constant.
public enum XAxis {}

/// The kind of a vertical position anchor (top, bottom, centre Y); only ever a type parameter.
public enum YAxis {}

/// The kind of a size anchor (width, height), which alone may be related to a constant or
/// scaled by a multiplier; only ever a type parameter.
public enum Dimension {}

/// One attribute of a layout item, to make constraints from, as UIKit's NSLayoutAnchor:
///
///     LayoutConstraint.activate([
///         button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///         button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 1),
///         field.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
///     ])
///
/// The constraints are made inactive; activate them (or set `isActive`).
public struct LayoutAnchor<Kind> {
    /// The view or layout guide the anchor belongs to, held strongly while the anchor lives.
    public let item: LayoutItem
    /// The part of the item the anchor stands for, as a constraint names it (`leading`, `width`…).
    public let attribute: LayoutAttribute

    /// A constraint that this anchor equals `anchor` plus `constant` cells, inactive until activated.
    public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }
    /// A constraint that this anchor is at least `anchor` plus `constant` cells, inactive until activated.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// A constraint that this anchor is at most `anchor` plus `constant` cells, inactive until activated.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    fileprivate func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<Kind>?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }
}

/// An anchor for a horizontal position: leading, trailing, left, right or centre X (UIKit's
/// NSLayoutXAxisAnchor).
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
/// An anchor for a vertical position: top, bottom or centre Y (UIKit's NSLayoutYAxisAnchor).
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>
/// An anchor for a width or a height (UIKit's NSLayoutDimension).
public typealias LayoutDimension = LayoutAnchor<Dimension>

extension LayoutAnchor where Kind == Dimension {
    /// A constraint that this size is `constant` cells, inactive until activated.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, nil, constant: constant) }
    /// A constraint that this size is at least `constant` cells, inactive until activated.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: constant) }
    /// A constraint that this size is at most `constant` cells, inactive until activated.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: constant) }

    /// A constraint that this size equals `anchor` × `multiplier` + `constant` cells (half the
    /// superview's width, say), inactive until activated.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// A constraint that this size is at least `anchor` × `multiplier` + `constant` cells,
    /// inactive until activated.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// A constraint that this size is at most `anchor` × `multiplier` + `constant` cells,
    /// inactive until activated.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// The anchors every layout item has: a view's, or a guide's.
extension LayoutItem {
    /// The leading edge: the left one, as a terminal writes left to right.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .leading) }
    /// The trailing edge: the right one, as a terminal writes left to right.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the writing direction.
    public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the writing direction.
    public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .right) }
    /// The horizontal centre, midway between the left and right edges.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .top) }
    /// The bottom edge: the top plus the height, just past the last row.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .bottom) }
    /// The vertical centre, midway between the top and bottom edges.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .centerY) }
    /// The width, in columns.
    public var widthAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .width) }
    /// The height, in rows.
    public var heightAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .height) }
}
