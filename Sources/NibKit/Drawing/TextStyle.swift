import Pictures

/// How a cell's character is drawn, beyond its colours: bold, dim, underline, reverse, italic.
/// Defined once, with the pictures drawn of a screen, which draw the same cells.
public typealias TextStyle = Pictures.TextStyle
