/// A protocol whose conformers a screen's outlets hold (a table's `dataSource`, a text field's
/// `delegate`), with the one question Swift answers of a class without an object: whether it
/// adopts it. Describing a class asks each (`RuntimeClasses`), so the rules tell a destination
/// that does not adopt an outlet's protocol as they tell one of the wrong class, in the loader
/// and in `nibtool validate` alike. An outlet of a protocol not listed here (an app's own,
/// declared with `BuiltInOutlet(conformingTo:)`) is checked only when it is connected.
struct OutletProtocol: Sendable {
    /// The protocol's name, as messages and sources spell it (`TableViewDataSource`).
    let name: String
    /// Whether a class adopts it, itself or through a superclass.
    let isAdopted: @Sendable (AnyClass) -> Bool

    private init<Existential>(_ type: Existential.Type, isAdopted: @escaping @Sendable (AnyClass) -> Bool) {
        name = ClassRegistry.name(of: type)
        self.isAdopted = isAdopted
    }

    /// Every protocol NibKit's built-in outlets hold.
    static let all: [OutletProtocol] = [
        OutletProtocol(TableViewDataSource.self) { $0 is any TableViewDataSource.Type },
        OutletProtocol(TableViewDelegate.self) { $0 is any TableViewDelegate.Type },
        OutletProtocol(ScrollViewDelegate.self) { $0 is any ScrollViewDelegate.Type },
        OutletProtocol(TextFieldDelegate.self) { $0 is any TextFieldDelegate.Type },
        OutletProtocol(TextViewDelegate.self) { $0 is any TextViewDelegate.Type },
    ]

    /// The listed protocols `type` adopts, for tools that describe whole classes. Each question
    /// asked of a class the first time reads every conformance record of the program, so the
    /// loader asks only `named(_:)`'s, when a screen connects an outlet that holds it.
    static func adopted(by type: AnyClass) -> Set<String> {
        Set(all.filter { $0.isAdopted(type) }.map(\.name))
    }

    /// The listed protocol called `name`, if there is one.
    static func named(_ name: String) -> OutletProtocol? {
        all.first { $0.name == name }
    }

    /// `name` when it is a listed protocol, which the rules can ask classes about; else nil.
    static func listed(_ name: String) -> String? {
        named(name)?.name
    }
}
