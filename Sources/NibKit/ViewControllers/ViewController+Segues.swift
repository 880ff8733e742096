extension ViewController {
    /// Performs the segue identified `identifier` in this controller's scene, whatever object
    /// of the scene declares it: its destination made fresh, `prepare(for:sender:)`, then
    /// `perform()`. An identifier the scene lacks is reported (with the scene's place in its
    /// file and the identifiers it has), not a crash.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let scene = storyboardScene else {
            return reportSegueProblem(StoryboardRules.noStoryboard(performing: identifier, controller: ClassRegistry.name(of: type(of: self))))
        }
        guard let segue = scene.segue(withIdentifier: identifier) else {
            return reportSegueProblem(StoryboardRules.unknownSegue(identifier, in: scene.scene))
        }
        perform(segue, sender: sender)
    }

    /// Performs a segue of this controller's scene: an unwind segue goes back
    /// (`performUnwind`); any other leads to a fresh controller of its destination scene.
    func perform(_ declared: SceneSegue, sender: Any?, container: View? = nil) {
        if declared.segue.kind == .unwind { return performUnwind(declared, sender: sender) }
        guard let scene = storyboardScene, let destinationScene = scene.destination(of: declared.segue) else { return }
        do {
            let destination = try scene.storyboard.instantiateViewController(of: destinationScene)
            guard let segue = makeSegue(declared, to: destination) else { return }
            segue.containerView = container
            prepare(for: segue, sender: sender)
            segue.perform()
        } catch {
            application?.report("\(error)")
        }
    }

    /// The segue object: of the class the file names (`customClass`), or `StoryboardSegue`;
    /// nil, reported, when that class is not registered.
    func makeSegue(_ declared: SceneSegue, to destination: ViewController) -> StoryboardSegue? {
        var type = StoryboardSegue.self
        if let name = declared.segue.customClass {
            let registry = storyboard?.registry ?? .shared
            guard let registered = registry.lookupSegue(name) else {
                reportSegueProblem(StoryboardRules.unknownSegueClass(declared, known: registry.segueNames))
                return nil
            }
            type = registered
        }
        let segue = type.init(identifier: declared.segue.identifier, source: self, destination: destination)
        segue.declaration = declared
        return segue
    }

    /// A segue that cannot be performed (or falls back): on the bottom line and in the exit
    /// report of the application the controller is in.
    func reportSegueProblem(_ problem: Diagnostic) { application?.report(problem.description) }

    // MARK: Segues the scene's view starts

    /// Connects a segue the scene's view declares on `source` as the view loads: a control
    /// fires it on its primary event, a gesture recognizer when it recognizes, a table cell (made
    /// from a prototype of the scene) when the user selects its row, or presses its detail button
    /// (`trigger="accessoryAction"`), a collection view cell when the user selects its item; a container view's embed segue is performed once the view
    /// is loaded.
    func connectSegue(_ declared: SceneSegue, from source: AnyObject) {
        if declared.segue.kind == .embed, let container = source as? View {
            sceneSegues.embeds.append((declared, container))
            return
        }
        if let cell = source as? TableViewCell {
            if declared.segue.trigger == Segue.accessoryAction {
                cell.accessorySegues.append(declared)
            } else {
                cell.selectionSegues.append(declared)
            }
            cell.sceneController = self
            return
        }
        if let cell = source as? CollectionViewCell {
            cell.selectionSegues.append(declared)
            cell.sceneController = self
            return
        }
        if let control = source as? Control {
            control.addTarget(self, action: SceneSegueSources.action, for: control.primaryEvent)
        } else if let recognizer = source as? GestureRecognizer {
            recognizer.addTarget(self, action: SceneSegueSources.action)
        } else if let item = source as? BarButtonItem {
            (item.target, item.action) = (self, SceneSegueSources.action)
        } else {
            return
        }
        sceneSegues.triggered[ObjectIdentifier(source), default: []].append(declared)
    }

    /// A control or gesture recognizer of the scene acted: its segues are performed, each
    /// identified one if `shouldPerformSegue(withIdentifier:sender:)` agrees.
    func segueSourceActed(_ sender: Any?) {
        guard let object = sender as? AnyObject else { return }
        performSegues(sceneSegues.triggered[ObjectIdentifier(object)] ?? [], sender: sender)
    }

    /// The user selected the row of a cell of this scene: the cell's segues are performed, the
    /// cell the sender (`tableView.indexPath(for:)` finds its row in `prepare(for:sender:)`).
    func cellSelected(_ cell: TableViewCell) { performSegues(cell.selectionSegues, sender: cell) }

    /// The user selected the item of a collection view cell of this scene: its segues are
    /// performed, the cell the sender (`collectionView.indexPath(for:)` finds its item).
    func cellSelected(_ cell: CollectionViewCell) { performSegues(cell.selectionSegues, sender: cell) }

    /// The user pressed the detail button of a cell of this scene: its accessory segues are
    /// performed, the cell the sender.
    func cellAccessoryTapped(_ cell: TableViewCell) { performSegues(cell.accessorySegues, sender: cell) }

    /// Performs `segues` for `sender`, each identified one if `shouldPerformSegue` agrees.
    private func performSegues(_ segues: [SceneSegue], sender: Any?) {
        for declared in segues {
            if let identifier = declared.segue.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { continue }
            perform(declared, sender: sender)
        }
    }

    /// The container views' embed segues, once the view is loaded and before `viewDidLoad`,
    /// as UIKit performs them.
    func performEmbedSegues() {
        let embeds = sceneSegues.embeds
        sceneSegues.embeds = []
        for (declared, container) in embeds { perform(declared, sender: self, container: container) }
    }
}
