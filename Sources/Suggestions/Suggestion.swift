/// "Did you mean": the nearest of some known names to a misspelt one, if it is near enough to be
/// a likely typo (edit distance at most a third of the name, and at least one, unless the caller
/// says otherwise).
public enum Suggestion {
    /// The candidate nearest to `name`, ignoring case, or nil when none is within `limit` edits
    /// (by default a third of the name, at least one) or the only near one is `name` itself.
    public static func nearest<S: Sequence>(to name: String, in candidates: S, within limit: Int? = nil) -> String? where S.Element == String {
        let limit = limit ?? max(1, name.count / 3)
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// ` (did you mean 'name'?)`, as messages offer a suggestion; empty without one.
    public static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
