/// Empty property dictionaries with room for a few entries, one per capacity, that a decoded
/// node starts from until its first property is set.
///
/// Creating a dictionary with a capacity runs the standard library's unspecialized code, which
/// looks up the storage's generic metadata at run time for every object; copying a shared empty
/// one on first write is specialized here and costs a fraction of that.
enum EmptyProperties {
    static func withCapacity(_ capacity: Int) -> [String: Property] { byCapacity[min(capacity, byCapacity.count - 1)] }

    private static let byCapacity: [[String: Property]] = (0...8).map { [String: Property](minimumCapacity: $0) }
}
