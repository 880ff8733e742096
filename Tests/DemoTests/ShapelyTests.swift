import NibKitTesting
import ScreenReading
import Testing

@testable import Demos
@testable import NibKit

@Suite("Shapely")
@MainActor
struct ShapelyTests {
    func shapely() throws -> (DemoHarness, ShapelyViewController) {
        let demo = try DemoHarness(.shapely)
        return (demo, demo.root as! ShapelyViewController)
    }

    /// The middle of a shape, on screen.
    func center(_ shape: ShapeView) -> Point {
        let f = shape.frameInWindow
        return Point(x: f.x + f.width / 2, y: f.y + f.height / 2)
    }

    @Test func eachButtonAddsItsShapeFromTheRightScreen() throws {
        let (demo, controller) = try shapely()
        for title in ["Square", "Rectangle", "Circle", "Oval"] { demo.click(title) }
        #expect(controller.shapes.map(\.shape) == [.square, .rectangle, .circle, .oval])
        #expect(
            controller.shapes.map(\.frame.size) == [
                Size(width: 12, height: 6), Size(width: 12, height: 3), Size(width: 12, height: 6), Size(width: 12, height: 3),
            ])
        for shape in controller.shapes {
            #expect(controller.canvas!.bounds.contains(shape.frame.origin))
            #expect(shape.gestureRecognizers.count == 4)
        }
        #expect(demo.text.contains("▀") || demo.text.contains("▄"), "round shapes use half blocks:\n\(demo.text)")
    }

    @Test func aDragMovesTheShapeAndKeepsItInsideTheCanvas() throws {
        let (demo, controller) = try shapely()
        demo.click("Square")
        let shape = try #require(controller.shapes.first)
        let canvas = controller.canvas!.bounds
        let expected = ShapeView.clamp(shape.frame.offsetBy(dx: 3, dy: 1), inside: canvas).origin
        #expect(expected != shape.frame.origin, "the seeded shape has room to move")
        demo.drag(from: center(shape), to: Point(x: center(shape).x + 3, y: center(shape).y + 1))
        #expect(shape.frame.origin == expected)
        demo.drag(from: center(shape), to: Point(x: 200, y: 200))
        #expect(shape.frame.maxX <= canvas.width && shape.frame.maxY <= canvas.height)
    }

    @Test func theWheelOverAShapeResizesIt() throws {
        let (demo, controller) = try shapely()
        demo.click("Square")
        let shape = try #require(controller.shapes.first)
        let before = shape.frame.size
        demo.scroll(up: true, at: center(shape), times: 2)
        #expect(shape.frame.width > before.width)
        #expect(Double(shape.frame.width) / Double(shape.frame.height) == 2, "a square stays square on screen")
        demo.scroll(up: false, at: center(shape), times: 4)
        #expect(shape.frame.width < before.width)
    }

    @Test func aDoubleClickRecoloursAfterTheTripleClickFails() throws {
        let (demo, controller) = try shapely()
        demo.click("Square")
        let shape = try #require(controller.shapes.first)
        let color = shape.color
        demo.click(at: center(shape), times: 2)
        #expect(shape.color == color, "the double tap waits for the triple tap to fail")
        demo.app.advanceClock(by: 1)
        #expect(shape.color != color)
    }

    @Test func aTripleClickSendsTheShapeToTheBackWithoutRecolouring() throws {
        let (demo, controller) = try shapely()
        demo.click("Square")
        demo.click("Circle")
        let circle = try #require(controller.shapes.last)
        circle.frame.origin = controller.shapes[0].frame.origin
        let color = circle.color
        demo.click(at: center(circle), times: 3)
        demo.app.advanceClock(by: 1)
        #expect(controller.shapes.first === circle, "sent to the back")
        #expect(circle.color == color, "the double tap failed")
    }

    @Test func everythingWorksFromTheKeyboard() throws {
        let (demo, controller) = try shapely()
        demo.press(.enter)  // the focused Square button
        let shape = try #require(controller.shapes.first)
        while !(demo.app.firstResponder === shape) { demo.press(.tab) }
        let origin = shape.frame.origin
        demo.press(.right, .down)
        #expect(shape.frame.origin != origin)
        let width = shape.frame.width
        demo.press(.character("+"))
        #expect(shape.frame.width > width)
        let color = shape.color
        demo.press(.character("c"))
        #expect(shape.color != color)
        demo.click("Circle")
        demo.app.setFirstResponder(shape)
        demo.press(.character("b"))
        #expect(controller.shapes.first === shape)
    }
}

@Suite("Shapely at other sizes")
@MainActor
struct ShapelySizeTests {
    @Test func shapesStayInsideTheCanvasWhenTheTerminalShrinks() throws {
        let demo = try DemoHarness(.shapely, size: Size(width: 200, height: 60))
        let controller = demo.root as! ShapelyViewController
        for _ in 0..<6 { demo.click("Oval") }
        demo.resize(to: Size(width: 60, height: 20))
        let canvas = try #require(controller.canvas)
        #expect(canvas.frame.size == Size(width: 60, height: 17))
        for shape in controller.shapes {
            #expect(shape.frame.maxX <= canvas.bounds.width && shape.frame.maxY <= canvas.bounds.height, "\(shape.frame)")
        }
        #expect(demo.text.contains("[ Oval ]"))
    }

    /// A shape's screen that does not connect the factory's view outlet is an error naming the
    /// screen, never the previous shape's view handed back again.
    @Test func theFactoryReportsAShapeScreenWithoutItsView() throws {
        Demo.registerClasses()
        let square = try String(contentsOfFile: screensFolder + "/SquareShape.xib", encoding: .utf8)
        let rectangle = try String(contentsOfFile: screensFolder + "/RectangleShape.xib", encoding: .utf8)
        var screens = InMemoryScreens()
        screens.add(try ScreenReader.read(square, file: "SquareShape.xib", vocabulary: .nibKit), named: "SquareShape")
        let withoutView = rectangle.replacingOccurrences(of: #"<outlet property="view" destination="shape"/>"#, with: "")
        screens.add(try ScreenReader.read(withoutView, file: "RectangleShape.xib", vocabulary: .nibKit), named: "RectangleShape")
        let factory = ShapeFactory(source: screens)
        let controller = ShapelyViewController()
        _ = try factory.load(.square, viewController: controller)
        do {
            let view = try factory.load(.rectangle, viewController: controller)
            Issue.record("loaded a \(view.shape) shape from a screen without its view")
        } catch let error as ScreenError {
            #expect(
                error.description.hasPrefix(
                    "RectangleShape.xib:6:5: error: the screen 'RectangleShape' is the view of ShapeFactory, but File's Owner's view outlet is not connected"),
                "\(error)")
        }
    }
}
