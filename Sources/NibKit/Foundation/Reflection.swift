@_spi(Reflection) import Swift

/// Outlets found by name among an object's stored properties (`@Outlet var button` is stored
/// as `_button`), its superclasses' included.
///
/// Speed device (an SPI runtime call and a raw read), fenced here: `_forEachField` lists a
/// class's stored properties from its metadata, without the `Mirror` of an instance, whose
/// first use made the runtime check every conformance record of the program against the
/// object's class and each field's type. Only the property named is read: its type is asked
/// whether it is an outlet wrapper, and the wrapper is copied from the object's storage at the
/// property's offset. Howdy's first frame went from 11.28 M instructions to 8.91 M (−21 %;
/// docs/BENCHMARKS.md, "Speed devices").
enum Reflection {
    /// The slot of the outlet property `name` of `object`; nil if it has none of that name.
    static func outlet(named name: String, of object: AnyObject) -> OutletSlot? {
        let label = "_" + name
        var slot: OutletSlot?
        forEachOutlet(of: object) { fieldName, read in
            guard fieldName == label else { return true }
            slot = read()
            return false
        } wanted: {
            $0 == label
        }
        return slot
    }

    /// The names of the outlet properties of `object`, for "did you mean" and stubs.
    static func outletNames(of object: AnyObject) -> [String] {
        var names: [String] = []
        forEachOutlet(of: object) { fieldName, _ in
            names.append(String(fieldName.dropFirst()))
            return true
        } wanted: {
            $0.hasPrefix("_")
        }
        return names
    }

    /// `_EachFieldOptions.classType` (the runtime's 1 << 0), which is a `static var` that strict
    /// concurrency will not read.
    private static let classType = _EachFieldOptions(rawValue: 1 << 0)

    /// Hands `body` each stored outlet wrapper of the object whose property name is `wanted`,
    /// with a way to read its slot, until it returns false.
    private static func forEachOutlet(
        of object: AnyObject, _ body: (String, () -> OutletSlot) -> Bool, wanted: (String) -> Bool
    ) {
        withExtendedLifetime(object) {
            let address = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            _ = _forEachField(of: type(of: object), options: classType) { name, offset, type, _ in
                let fieldName = String(cString: name)
                guard wanted(fieldName), let wrapper = type as? any OutletWrapper.Type else { return true }
                return body(fieldName) { wrapper.slot(at: address + offset) }
            }
        }
    }
}
