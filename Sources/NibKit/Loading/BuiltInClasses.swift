/// The classes NibKit itself offers to screens, by element and by name.
enum BuiltInClasses {
    static let all: [NibObject.Type] = [
        NibObject.self, View.self, Window.self, ViewController.self, Control.self, Layer.self,
        Label.self, Button.self, TextField.self, Slider.self,
        TapGestureRecognizer.self, PanGestureRecognizer.self, PinchGestureRecognizer.self,
        AlertController.self,
    ]
}
