@testable import NibKit

/// Classes the loader tests instantiate and connect, recording what happens to them.
enum Journal {
    nonisolated(unsafe) static var entries: [String] = []
}

final class ProbeView: View {
    var madeByCoder = false
    var madeInCode = false
    var awakeCount = 0
    var outletsConnectedAtAwake = false
    @Outlet var buddy: View?
    @Outlet var owner: Owner?
    @OutletCollection var items: [View]

    override init(frame: Rect = .zero) {
        madeInCode = true
        super.init(frame: frame)
    }

    required init(coder: NibCoder) {
        madeByCoder = true
        super.init(coder: coder)
        Journal.entries.append("init \(coder.id)")
    }

    var journaledTitle: String = "" {
        didSet { Journal.entries.append("attribute \(journaledTitle)") }
    }

    override class var inspectableKeys: [String: BuiltInKey] {
        super.inspectableKeys.merging(["journaledTitle": .value(\ProbeView.journaledTitle)]) { $1 }
    }

    override func awakeFromNib() {
        awakeCount += 1
        outletsConnectedAtAwake = buddy != nil || owner != nil || !items.isEmpty
        Journal.entries.append("awake \(tag)")
    }
}

/// An owner with outlets, a collection and actions.
class Owner: NibObject {
    @Outlet var panel: View?
    @Outlet var probe: ProbeView?
    @OutletCollection var buttons: [Control]
    var awakeCount = 0
    var received: [String] = []

    override init() { super.init() }
    required init(coder: NibCoder) { super.init(coder: coder) }

    override class var actionTable: ActionTable {
        super.actionTable + ["pressed:": .init(Owner.pressed), "refresh": .init(withoutSender: Owner.refresh)]
    }

    func pressed(_ sender: Any?) { received.append("pressed:") }
    func refresh() { received.append("refresh") }
    override func awakeFromNib() { awakeCount += 1 }
}

/// A subclass inherits its superclass's actions and adds its own.
final class SpecialOwner: Owner {
    override class var actionTable: ActionTable {
        super.actionTable + ["special:": .init(SpecialOwner.special)]
    }
    func special(_ sender: Any?) { received.append("special:") }
}

/// Every runtime attribute type, as inspectable properties.
final class AllTypes: View {
    @Inspectable var flag = false
    @Inspectable var amount = 0.0
    @Inspectable var count = 0
    @Inspectable var name = ""
    @Inspectable var nickname: String? = "set"
    @Inspectable var tint: Color = .default
    @Inspectable var area: Rect = .zero
    @Inspectable var spot: Point = .zero
    @Inspectable var extent: Size = .zero
}

@MainActor
func testRegistry() -> ClassRegistry {
    let registry = ClassRegistry()
    registry.register(ProbeView.self, Owner.self, SpecialOwner.self, AllTypes.self)
    return registry
}

/// A screen from text, for tests: `screen("""<view .../>""")` wraps objects in a document.
@MainActor
func nib(_ objects: String, name: String = "Test", registry: ClassRegistry? = nil, source: ScreenSearchPath = ScreenSearchPath(directories: [])) throws -> Nib {
    let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
        \(objects)
          </objects>
        </document>
        """
    return Nib(document: try ScreenReader.read(text, file: "\(name).xib"), name: name, source: source, registry: registry ?? testRegistry())
}

/// The one diagnostic a failing load reports (or all, joined, to show in a failure).
@MainActor
func loadError(_ body: () throws -> Void) -> ScreenError? {
    do {
        try body()
        return nil
    } catch let error as ScreenError {
        return error
    } catch {
        return nil
    }
}
