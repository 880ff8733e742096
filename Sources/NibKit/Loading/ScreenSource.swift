/// Where a program's screens come from, by name: folders on disk (`ScreenSearchPath`), or
/// memory (`InMemoryScreens`, for tests and previews). A nib asks its source for the screens it
/// embeds too, so a screen and the screens inside it come from the same place.
///
/// A screen is read with the vocabulary of the registry that loads it (`ClassRegistry.vocabulary`),
/// which knows the elements its classes declare.
public protocol ScreenSource {
    /// The document of the screen named `name`, read with `vocabulary`, or every problem that
    /// stops it from being read.
    func document(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument

    /// The document of the storyboard named `name` (`Storyboard(name:)`). By default, the
    /// document of that name, if it is a storyboard; folders look for `Name.storyboard`.
    func storyboardDocument(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument
}

extension ScreenSource {
    /// The document of the screen named `name`, read with the shared registry's vocabulary.
    public func document(named name: String) throws(ScreenError) -> NibDocument {
        try document(named: name, vocabulary: ClassRegistry.shared.vocabulary)
    }

    /// The document of the storyboard named `name`, read with the shared registry's vocabulary.
    public func storyboardDocument(named name: String) throws(ScreenError) -> NibDocument {
        try storyboardDocument(named: name, vocabulary: ClassRegistry.shared.vocabulary)
    }

    /// The document of that name, or an error if it is a screen rather than a storyboard.
    public func storyboardDocument(named name: String, vocabulary: Vocabulary) throws(ScreenError) -> NibDocument {
        let document = try document(named: name, vocabulary: vocabulary)
        guard document.isStoryboard else {
            throw ScreenError([
                Diagnostic(.screenNotFound, "'\(name)' is a screen, not a storyboard: load it with Nib(named: \"\(name)\")", at: document.location, key: name)
            ])
        }
        return document
    }
}
