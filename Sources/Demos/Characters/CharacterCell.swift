import NibKit

/// A row of the Characters table, made from CharacterCell.xib: its outlets are bound here, on
/// the cell's own class, each time the table loads the screen for a new cell.
public final class CharacterCell: TableViewCell {
    @Outlet var glyphLabel: Label?
    @Outlet var codeLabel: Label?
    @Outlet var nameLabel: Label?
    @Outlet var favouriteLabel: Label?

    /// Shows `character`, starred if it is a favourite.
    func show(_ character: Unicode.Scalar, isFavourite: Bool) {
        glyphLabel?.text = character.glyph
        codeLabel?.text = character.codePointText
        nameLabel?.text = character.properties.name ?? ""
        favouriteLabel?.text = isFavourite ? "★" : ""
    }
}

extension Unicode.Scalar {
    /// The character as the table draws it: a combining or invisible one on a dotted circle, so
    /// that every row shows something and none joins its neighbour.
    var glyph: String {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return "◌" + String(self)
        case .spaceSeparator, .format, .control, .lineSeparator, .paragraphSeparator: return "·"
        default: return String(self)
        }
    }
}
