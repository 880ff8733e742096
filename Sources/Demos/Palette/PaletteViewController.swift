import NibKit

/// The Palette demo's scene (Screens/Base.lproj/Palette.storyboard): the terminal's sixteen
/// colours in a collection view, a swatch each (`SwatchCell`, the storyboard's prototype). The
/// arrows move the selection across and down the grid, Enter or a click chooses a colour, which
/// the status line names; Shuffle on the navigation bar mixes the colours, Sort and Reverse on
/// the toolbar put them in order.
public final class PaletteViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    @Outlet var grid: CollectionView?
    @Outlet var status: Label?

    /// The colours, in the order shown.
    public private(set) var colours: [Color] = (0..<16).map { Color.index(UInt8($0)) }
    /// What Shuffle draws its order from; seeded for repeatable runs.
    public var random: any RandomNumberGenerator = SystemRandomNumberGenerator()

    public override class var actionTable: ActionTable {
        super.actionTable + [
            "shuffle:": .init(PaletteViewController.shuffle),
            "sortByName:": .init(PaletteViewController.sortByName),
            "reverse:": .init(PaletteViewController.reverse),
        ]
    }

    /// Typing starts in the grid: its first arrow selects the first colour.
    public override var preferredFocusEnvironments: [any FocusEnvironment] { grid.map { [$0] } ?? [] }

    // MARK: The grid

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { colours.count }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
        (cell as? SwatchCell)?.show(colours[indexPath.item])
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        status?.text = "Chosen: \(colours[indexPath.item])"
    }

    // MARK: Actions

    /// Mixes the colours (Shuffle, on the navigation bar).
    func shuffle(_ sender: BarButtonItem) { show(colours.shuffled(using: &random), saying: "Shuffled") }

    /// Puts the colours in alphabetical order of their names (Sort, on the toolbar).
    func sortByName(_ sender: BarButtonItem) { show(colours.sorted { $0.description < $1.description }, saying: "Sorted by name") }

    /// Turns the order round (Reverse, on the toolbar).
    func reverse(_ sender: BarButtonItem) { show(colours.reversed(), saying: "Reversed") }

    private func show(_ order: [Color], saying message: String) {
        colours = order
        grid?.reloadData()
        grid?.selectItem(at: nil)
        status?.text = "\(message): \(colours.prefix(3).map(\.description).joined(separator: ", ")) …"
    }
}

/// One colour of the palette: its swatch, and its name under it.
public final class SwatchCell: CollectionViewCell {
    @Outlet var swatch: View?
    @Outlet var name: Label?

    /// Shows `colour`: the swatch filled with it, its name below.
    func show(_ colour: Color) {
        swatch?.backgroundColor = colour
        name?.text = colour.description
    }
}
