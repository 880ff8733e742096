import NibKit

/// Programming iOS 6, chapter 7, "Making and Loading a Nib" and "Outlet Connections": a class
/// whose only purpose is to own MyNib while it loads. It is a NibObject, as the book's MyClass
/// is an NSObject, so the loader can find its outlet by name; its `theLabel` outlet receives
/// the screen's label ("Hello, world!").
public final class MyClass: NibObject {
    @Outlet var theLabel: Label?
}
