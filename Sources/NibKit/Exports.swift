// Apps import NibKit alone: geometry and diagnostics come from the format module, and colours,
// text styles, cells and character widths from the cell vocabulary every drawing module shares.
@_exported import NibFormat
@_exported import TerminalCells
