/// Values set per control state (a button's titles and title colours), as UIKit keeps them. The
/// normal state's value stands apart from the table: nearly every button sets it, few set any
/// other, and a table per button made loading 1,000 buttons allocate 2,000 of them.
struct StateTable<Value> {
    private var normal: Value?
    private var others: [Control.State: Value] = [:]

    subscript(state: Control.State) -> Value? {
        get { state == .normal ? normal : others[state] }
        set {
            if state == .normal { normal = newValue } else { others[state] = newValue }
        }
    }
}
