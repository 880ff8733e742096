/// Where a program's screens come from, by name: folders on disk (`ScreenSearchPath`), or
/// memory (`InMemoryScreens`, for tests and previews). A nib asks its source for the screens it
/// embeds too, so a screen and the screens inside it come from the same place.
public protocol ScreenSource {
    /// The document of the screen named `name`, or every problem that stops it from being read.
    func document(named name: String) throws(ScreenError) -> NibDocument

    /// The document of the storyboard named `name` (`Storyboard(name:)`). By default, the
    /// document of that name, if it is a storyboard; folders look for `Name.storyboard`.
    func storyboardDocument(named name: String) throws(ScreenError) -> NibDocument
}

extension ScreenSource {
    /// The document of that name, or an error if it is a screen rather than a storyboard.
    public func storyboardDocument(named name: String) throws(ScreenError) -> NibDocument {
        let document = try document(named: name)
        guard document.isStoryboard else {
            throw ScreenError([
                Diagnostic(.screenNotFound, "'\(name)' is a screen, not a storyboard: load it with Nib(named: \"\(name)\")", at: document.location, key: name)
            ])
        }
        return document
    }
}
