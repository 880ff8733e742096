import ScreenReading
import Testing

@testable import NibKit

#if canImport(Glibc)
    import Glibc
#endif

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

    nonisolated override class var declaration: Declaration {
        Declaration(ProbeView.self, settings: [.inspectable("journaledTitle", \ProbeView.journaledTitle, "")])
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
        super.actionTable + [
            "pressed:": .init(Owner.pressed), "refresh": .init(Owner.refresh), "pressed:forEvent:": .init(Owner.pressedForEvent),
            "sliderMoved:": .init(Owner.sliderMoved),
        ]
    }

    func pressed(_ sender: Any?) { received.append("pressed:") }
    func refresh() { received.append("refresh") }
    func pressedForEvent(_ sender: Button, _ event: InputEvent?) { received.append("pressed:forEvent: \(sender.title) \(event.map { "\($0)" } ?? "nil")") }
    /// Takes only a slider: a button connected to it is a mistake the loader reports.
    func sliderMoved(_ sender: Slider) { received.append("sliderMoved: \(sender.value)") }
    override func awakeFromNib() { awakeCount += 1 }
}

/// A subclass inherits its superclass's actions and adds its own.
final class SpecialOwner: Owner {
    override class var actionTable: ActionTable {
        super.actionTable + ["special:": .init(SpecialOwner.special)]
    }
    func special(_ sender: Any?) { received.append("special:") }
}

/// Every runtime attribute type, as inspectable properties, set through their setters: `count`
/// has an observer, and `borderWidth` stands in front of the layer's, as chapter 7's RedButton.
final class AllTypes: View {
    var flag = false
    var amount = 0.0
    var ratio: Float = 0
    var count = 0 { didSet { countSetterRuns += 1 } }
    var countSetterRuns = 0
    var name = ""
    var nickname: String? = "set"
    var tint: Color = .default
    var area: Rect = .zero
    var spot: Point = .zero
    var extent: Size = .zero
    var borderWidth: Int {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }

    nonisolated override class var declaration: Declaration {
        Declaration(
            AllTypes.self,
            settings: [
                .inspectable("flag", \AllTypes.flag, ""), .inspectable("amount", \AllTypes.amount, ""), .inspectable("ratio", \AllTypes.ratio, ""),
                .inspectable("count", \AllTypes.count, ""), .inspectable("name", \AllTypes.name, ""), .inspectable("nickname", \AllTypes.nickname, ""),
                .inspectable("tint", \AllTypes.tint, ""), .inspectable("area", \AllTypes.area, ""), .inspectable("spot", \AllTypes.spot, ""),
                .inspectable("extent", \AllTypes.extent, ""), .inspectable("borderWidth", \AllTypes.borderWidth, ""),
            ])
    }
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
    return Nib(
        document: try ScreenReader.read(text, file: "\(name).xib", vocabulary: .nibKit), name: name, source: source, registry: registry ?? testRegistry())
}

/// The `AllTypes` view of a screen that holds only it, loaded with these runtime attributes
/// (`<userDefinedRuntimeAttribute>` elements).
@MainActor
func allTypes(runtimeAttributes: String) throws -> AllTypes {
    let top = try nib(
        """
        <view id="all" customClass="AllTypes">
          <userDefinedRuntimeAttributes>
        \(runtimeAttributes)
          </userDefinedRuntimeAttributes>
        </view>
        """
    ).instantiate()
    return try #require(top.first as? AllTypes)
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

/// A fresh, empty folder under /tmp for one test; remove it when done:
///
///     let folder = try temporaryFolder()
///     defer { removeFolder(folder) }
func temporaryFolder() throws -> String {
    var template = Array("/tmp/nibkit-test-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
    return try #require(path, "mkdtemp failed: \(String(cString: strerror(errno)))")
}

/// Removes a folder made by `temporaryFolder` and the files in it (links are removed, not
/// followed; the tests make no folders inside it).
func removeFolder(_ path: String) {
    if let directory = opendir(path) {
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            if name != ".", name != ".." { unlink(path + "/" + name) }
        }
        closedir(directory)
    }
    rmdir(path)
}
