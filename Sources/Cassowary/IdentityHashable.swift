/// Equality and hashing by identity, as a solver holds its objects: the same sides twice are two
/// constraints, and two variables with one name are two unknowns.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    /// Whether the two are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
