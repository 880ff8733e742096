/// A view a list makes once and hands out again as it scrolls: a table's cell, a collection
/// view's cell, header or footer. Its reuse queue (`CellReuseQueue`) keeps it by identifier.
@MainActor protocol ReusableView: View {
    /// The identifier the list's reuse queue keeps the view under.
    var reuseIdentifier: String? { get set }
    /// The registration of `reuseIdentifier` that made the view; nil for one the program made.
    var reuseRegistration: Int? { get set }
    /// Called before the view is handed out again, to forget what it showed.
    func prepareForReuse()
    /// The element a screen registered for such views has as its top-level object, named when
    /// it has none.
    static var reusableElement: String { get }
}

extension View {
    /// Puts `new` in the place of the cell's content view `old`, behind its other subviews, as
    /// a screen's content view (`<view key="contentView">`) takes the place of the one a cell
    /// made; returns the content view now (`old` when `new` is nil or the same).
    func replaceContentView(_ old: View, with new: View?) -> View {
        guard let new, new !== old else { return old }
        old.removeFromSuperview()
        addSubview(new)
        sendSubviewToBack(new)
        return new
    }
}
