/// How strongly a view keeps to its content's size, by axis: hugging resists growing past
/// it, compression resistance resists shrinking below it (UIKit's defaults: 250 and 750).
/// The vertical compression resistance is nil until set: the class's then
/// (`View.verticalCompressionResistanceByDefault`), read when asked, so that no view's making
/// pays for a default of its class.
struct ContentPriorities {
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority?.none)
}

extension View {
    /// For an intrinsic content size that has no width or no height (a slider's width).
    public static let noIntrinsicMetric = -1

    /// How strongly the view resists growing past its intrinsic content size along `axis`
    /// (`defaultLow` unless set).
    public func contentHuggingPriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    /// Sets how strongly the view resists growing past its content along `axis`; higher than a
    /// neighbour's, the neighbour takes the room left over (a label beside a field).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis) {
        if axis == .horizontal { contentPriorities.hugging.horizontal = priority } else { contentPriorities.hugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic content size along `axis`
    /// (`defaultHigh` unless set; a control's vertical one is higher, as its class says:
    /// `verticalCompressionResistanceByDefault`).
    public func contentCompressionResistancePriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
        axis == .horizontal
            ? contentPriorities.compressionResistance.horizontal
            : contentPriorities.compressionResistance.vertical ?? Self.verticalCompressionResistanceByDefault
    }

    /// Sets how strongly the view resists shrinking below its content along `axis`; lower than a
    /// neighbour's, this view is the one cut short when room runs out.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis) {
        if axis == .horizontal {
            contentPriorities.compressionResistance.horizontal = priority
        } else {
            contentPriorities.compressionResistance.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// The content changed its size (a label's text): constraints on it are solved again.
    public func invalidateIntrinsicContentSize() {
        superview?.subviewContentSizeChanged(self)
        guard !translatesAutoresizingMaskIntoConstraints, let engine = rootView.layoutEngine else { return }
        engine.contentSizeChanged(self)
        setNeedsDisplay()
    }
}
