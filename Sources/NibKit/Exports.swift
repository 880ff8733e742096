// Apps import NibKit alone: geometry, colours and diagnostics come from the format module.
@_exported import NibFormat
