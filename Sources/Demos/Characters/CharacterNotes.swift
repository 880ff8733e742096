/// What the user said about characters in the Characters demo: favourites and notes, shared
/// by the list (which stars favourites) and the detail screen (which edits both).
final class CharacterNotes {
    var favourites: Set<Unicode.Scalar> = []
    var notes: [Unicode.Scalar: String] = [:]
}
