extension ContentHorizontalAlignment {
    /// The text alignment that places content so on a terminal's row, which runs left to right.
    var textAlignment: TextAlignment {
        switch self {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
    }
}
