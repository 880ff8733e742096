// Apps import NibKit alone: geometry, diagnostics and the screen model come from the format
// module (they are NibKit's own API's types: a view's frame is a Rect, a load's error a
// ScreenError), and colours, text styles, cells and character widths from the cell vocabulary
// every drawing module shares. The readers (ScreenReading) are not exported: a program reads
// screens through Nib and NibDocument(contentsOf:), and NibKit imports them internally.
@_exported import NibFormat
@_exported import TerminalCells
