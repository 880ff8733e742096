import NibKit

/// Programming iOS 6, chapter 7, "Making and Loading a Nib": MyNib's owner, a NibObject (as the
/// book's is an NSObject) so the loader finds its `theLabel` outlet by name.
public final class MyClass: NibObject {
    @Outlet var theLabel: Label?
}
