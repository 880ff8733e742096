/// The kinds of anchor, which decide what an anchor may be related to: positions on the same
/// axis, or sizes (which may also be related to a constant).
public enum XAxis {}
public enum YAxis {}
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
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    fileprivate func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<Kind>?, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }
}

public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>
public typealias LayoutDimension = LayoutAnchor<Dimension>

extension LayoutAnchor where Kind == Dimension {
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, nil, constant: constant) }
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: constant) }
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: constant) }

    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// The anchors every layout item has: a view's, or a guide's.
extension LayoutItem {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutAnchor(item: self, attribute: .height) }
}
