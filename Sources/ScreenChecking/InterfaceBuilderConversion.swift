import NibFormat
import NibKit

/// An Interface Builder file as a NibKit screen (`nibtool convert`), for those who go on by hand:
/// the document read from Xcode's dialect, its one-row frames grown to their text as the loader
/// grows them (`View.frame(_:fitting:)`), so the screen shows what the Xcode file shows.
@MainActor
public enum InterfaceBuilderConversion {
    /// The document in NibKit's dialect: warnings dropped, one-row frames grown to their text, in
    /// screens and storyboard scenes alike.
    public static func convert(_ original: NibDocument) -> NibDocument {
        var document = original
        document.dialect = .nibKit
        document.warnings = []
        for index in document.objects.indices { fit(&document.objects[index], superviewWidth: nil) }
        for scene in document.scenes.indices {
            for index in document.scenes[scene].objects.indices { fit(&document.scenes[scene].objects[index], superviewWidth: nil) }
        }
        return document
    }

    /// Grows the node's frame as the loader would, then its subviews' within it.
    static func fit(_ node: inout ObjectNode, superviewWidth: Int?) {
        var width = superviewWidth
        if case .rect(let frame)? = node.properties["frame"]?.value {
            if node.properties.value(forKey: "translatesAutoresizingMaskIntoConstraints") != .bool(false),
                let view = view(of: node), let location = node.properties["frame"]?.location
            {
                node.properties["frame"] = Property(.rect(view.frame(frame, fitting: superviewWidth)), at: location)
            }
            width = frame.width
        }
        for index in node.subviews.indices { fit(&node.subviews[index], superviewWidth: width) }
        for index in node.embedded.indices { fit(&node.embedded[index], superviewWidth: width) }
        for index in node.prototypes.indices { fit(&node.prototypes[index], superviewWidth: width) }
    }

    /// The view the node's element makes, from its properties alone, for its text's width.
    static func view(of node: ObjectNode) -> View? {
        guard let className = Vocabulary.nibKit.element(node.element)?.className, let type = ClassRegistry.shared.lookup(className) else { return nil }
        return type.init(coder: NibCoder(id: node.id, properties: node.properties)) as? View
    }
}
