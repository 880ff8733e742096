import NibKitTesting
import Testing

@testable import Demos
@testable import NibKit

/// Screens/Xcode/ holds the screens of Empty Window, Howdy and Shapely as Xcode saves them for an
/// iPhone (points, ids like `iN0-l3-epB`, constraints). Read first (`--screens Screens/Xcode`),
/// each demo shows and does what it does from its own screens, at 80x24 and at 60x20.
@MainActor
enum XcodeScreens {
    static let folder = screensFolder + "/Xcode"
    static let sizes = [Size(width: 80, height: 24), Size(width: 60, height: 20)]

    static func demo(_ demo: Demo, size: Size = Size(width: 80, height: 24)) throws -> DemoHarness {
        try DemoHarness(demo, size: size, screens: folder)
    }

    /// Each text is on screen whole, perhaps wrapped onto the next rows, or a failure showing the screen.
    static func expectShown(_ texts: [String], in demo: DemoHarness, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let screen = words(demo.text)
        for text in texts {
            #expect(screen.contains(words(text)), "'\(text)' is not shown whole:\n\(Snapshot.framed(demo.text))", sourceLocation: sourceLocation)
        }
    }
}

@Suite("The demos' screens in Xcode's dialect")
@MainActor
struct XcodeScreenFilesTests {
    @Test func eachIsReadAsInterfaceBuildersDialectWithNothingLeftOut() throws {
        let names = ScreenSearchPath(directories: [XcodeScreens.folder]).screenNames.sorted()
        #expect(names == ["EmptyWindowViewController", "HowdyViewController", "RectangleShape", "ShapelyViewController", "SquareShape", "View"])
        for name in names {
            let document = try ScreenSearchPath(directories: [XcodeScreens.folder]).document(named: name)
            #expect(document.dialect == .interfaceBuilder, "\(name)")
            #expect(document.warnings.isEmpty, "\(name): \(document.warnings.map(\.description).joined(separator: "\n"))")
        }
    }
}

@Suite("Empty Window from Xcode's screens")
@MainActor
struct EmptyWindowXcodeTests {
    @Test func thePanelFromViewXibShowsWithItsRoundedRedButton() throws {
        let demo = try XcodeScreens.demo(.emptyWindow)
        let controller = try #require(demo.root as? EmptyWindowViewController)
        let panel = try #require(controller.v)
        #expect(panel.superview === controller.view)
        #expect(panel.frame.size == Size(width: 44, height: 12), "352x240 points")
        #expect(panel.layer.borderWidth == 1, "runtime attribute layer.borderWidth")
        let red = try #require(panel.subviews.compactMap { $0 as? RedButton }.first)
        #expect(red.backgroundColor == .red, "awakeFromNib")
        #expect(red.frame.height == 3, "a 60-point button keeps its height")
        #expect(red.layer.cornerRadius > 0 && red.borderWidth == 1, "layer.cornerRadius and the inspectable borderWidth")
        #expect(demo.text.contains("╭"), "\(demo.text)")
    }

    @Test func everyTextIsShownAtBothSizes() throws {
        for size in XcodeScreens.sizes {
            let demo = try XcodeScreens.demo(.emptyWindow, size: size)
            XcodeScreens.expectShown(
                [
                    "Empty Window", "The panel below was loaded by hand from View.xib", "A view from View.xib",
                    "Hello, 世界 — wide characters fit.", "Red Button", "Plain", "Tab moves focus · q quits",
                ], in: demo)
            #expect(demo.app.reportedProblems.isEmpty)
        }
    }
}

@Suite("Howdy from Xcode's screens")
@MainActor
struct HowdyXcodeTests {
    @Test func aClickOnHowdyShowsTheAlertAndOKDismissesIt() throws {
        for size in XcodeScreens.sizes {
            let howdy = try XcodeScreens.demo(.howdy, size: size)
            XcodeScreens.expectShown(["Howdy", "[ Howdy! ]", "[ Ask the responder chain ]", "Click or Tab + Enter · q quits"], in: howdy)
            howdy.click("Howdy!")
            #expect(howdy.text.contains("You tapped me!"), "\(howdy.text)")
            howdy.click("OK")
            #expect(!howdy.text.contains("You tapped me!"), "\(howdy.text)")
        }
    }

    @Test func thePanelIsCentredByItsConstraints() throws {
        for size in XcodeScreens.sizes + [Size(width: 200, height: 60)] {
            let howdy = try XcodeScreens.demo(.howdy, size: size)
            let button = try #require(howdy.location(of: "Howdy!"))
            #expect(abs(button.x - size.width / 2) <= 2, "centred at \(size): \(howdy.text)")
            let chain = try #require(howdy.location(of: "Ask the responder chain"))
            #expect(chain.y == button.y + 3, "40 points under the Howdy button's 30: two rows between")
        }
    }

    @Test func theNilTargetedActionIsAnsweredUpTheResponderChain() throws {
        for size in XcodeScreens.sizes {
            let howdy = try XcodeScreens.demo(.howdy, size: size)
            howdy.click("Ask the responder chain")
            XcodeScreens.expectShown(["Button → View → View → HowdyViewController"], in: howdy)
            #expect(howdy.app.reportedProblems.isEmpty)
        }
    }

    @Test func theKeyboardPressesHowdy() throws {
        let howdy = try XcodeScreens.demo(.howdy)
        #expect((howdy.app.firstResponder as? Button)?.title == "Howdy!", "the first control in reading order has focus")
        howdy.press(.enter)
        #expect(howdy.text.contains("You tapped me!"))
        howdy.press(.escape)
        #expect(!howdy.text.contains("You tapped me!"))
    }
}

@Suite("Shapely from Xcode's screens")
@MainActor
struct ShapelyXcodeTests {
    func center(_ shape: ShapeView) -> Point {
        let f = shape.frameInWindow
        return Point(x: f.x + f.width / 2, y: f.y + f.height / 2)
    }

    @Test func eachButtonAddsItsShapeWithItsFourRecognizers() throws {
        for size in XcodeScreens.sizes {
            let demo = try XcodeScreens.demo(.shapely, size: size)
            let controller = try #require(demo.root as? ShapelyViewController)
            XcodeScreens.expectShown(["[ Square ]", "[ Rectangle ]", "[ Circle ]", "[ Oval ]", "Add a shape with the buttons above."], in: demo)
            for title in ["Square", "Rectangle", "Circle", "Oval"] { demo.click(title) }
            #expect(controller.shapes.map(\.shape) == [.square, .rectangle, .circle, .oval])
            #expect(
                controller.shapes.map(\.frame.size) == [
                    Size(width: 12, height: 6), Size(width: 12, height: 3), Size(width: 12, height: 6), Size(width: 12, height: 3),
                ], "96x120 and 96x60 points")
            for shape in controller.shapes {
                #expect(controller.canvas!.bounds.contains(shape.frame.origin))
                #expect(shape.gestureRecognizers.count == 4)
            }
            XcodeScreens.expectShown(["added an oval"], in: demo)
        }
    }

    @Test func theHelpIsShownWholeAtBothSizes() throws {
        for size in XcodeScreens.sizes {
            let demo = try XcodeScreens.demo(.shapely, size: size)
            XcodeScreens.expectShown(["drag move · wheel/+/- resize · 2×click/c colour · 3×click/b back · q quit"], in: demo)
        }
    }

    @Test func theGesturesReachTheControllerThroughTheExternalObject() throws {
        let demo = try XcodeScreens.demo(.shapely)
        let controller = try #require(demo.root as? ShapelyViewController)
        demo.click("Square")
        let shape = try #require(controller.shapes.first)
        let start = shape.frame.origin
        demo.drag(from: center(shape), to: Point(x: center(shape).x + 3, y: center(shape).y + 1))
        #expect(shape.frame.origin != start, "moveShape:")
        let color = shape.color
        demo.click(at: center(shape), times: 2)
        #expect(shape.color == color, "the double tap waits for the triple tap to fail")
        demo.app.advanceClock(by: 1)
        #expect(shape.color != color, "changeColor:")
        XcodeScreens.expectShown(["the square is now"], in: demo)
    }
}
