/// Where a program's screens come from, by name: folders on disk (`ScreenSearchPath`), or
/// memory (`InMemoryScreens`, for tests and previews). A nib asks its source for the screens it
/// embeds too, so a screen and the screens inside it come from the same place.
public protocol ScreenSource {
    /// The document of the screen named `name`, or every problem that stops it from being read.
    func document(named name: String) throws(ScreenError) -> NibDocument
}
