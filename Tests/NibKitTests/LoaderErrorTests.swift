import Testing

@testable import NibKit

/// Every misconfiguration the seeds teach is a typed error naming file:line:column, object,
/// class and key, with "did you mean" for near names.
@Suite("Misconfigured screens")
@MainActor
struct LoaderErrorTests {
    @Test func anOutletTheSourceClassLacks() throws {
        let error = loadError {
            try nib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                  <connections><outlet property="panell" destination="p"/></connections>
                </placeholder>
                <view id="p"/>
                """
            ).instantiate(owner: Owner())
        }
        let d = try #require(error?.diagnostics.first)
        #expect(d.code == .unknownOutlet && d.key == "panell" && d.suggestion == "panel" && d.className == "Owner" && d.objectID == "-1")
        #expect(d.description.hasPrefix("Test.xib:5:16: error: Owner is not key value coding-compliant for the key 'panell'"), "\(d)")
    }

    @Test func everyProblemIsReportedAtOnce() {
        let error = loadError {
            try nib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                  <connections>
                    <outlet property="nope" destination="p"/>
                    <outlet property="alsoNope" destination="p"/>
                  </connections>
                </placeholder>
                <view id="p">
                  <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadios" value="1"/></userDefinedRuntimeAttributes>
                </view>
                """
            ).instantiate(owner: Owner())
        }
        #expect(error?.codes.sorted { $0.rawValue < $1.rawValue } == [.unknownKeyPath, .unknownOutlet, .unknownOutlet])
        #expect(error?.diagnostics.first { $0.code == .unknownKeyPath }?.suggestion == "cornerRadius")
    }

    @Test func anOwnerOfTheWrongClass() {
        let error = loadError {
            try nib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SpecialOwner"/>
                """
            ).instantiate(owner: Owner())
        }
        #expect(error?.codes == [.wrongClass])
        #expect(error?.description.contains("File's Owner should be a SpecialOwner, but the object given is a Owner") == true)
    }

    @Test func aSubclassIsAFineOwner() throws {
        try nib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
            """
        ).instantiate(owner: SpecialOwner())
    }

    @Test func noOwnerWhereTheScreenNeedsOne() {
        let error = loadError {
            try nib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                  <connections><outlet property="panel" destination="p"/></connections>
                </placeholder>
                <view id="p"/>
                """
            ).instantiate(owner: nil)
        }
        #expect(error?.codes == [.missingOwner])
    }

    @Test func anUnknownSelectorOnAConcreteTarget() throws {
        let error = loadError {
            try nib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
                <button id="b">
                  <connections><action selector="presed:" destination="-1" eventType="touchUpInside"/></connections>
                </button>
                """
            ).instantiate(owner: Owner())
        }
        let d = try #require(error?.diagnostics.first)
        #expect(d.code == .unrecognizedSelector && d.suggestion == "pressed:" && d.key == "presed:")
        #expect(d.description.contains("unrecognized selector 'presed:'"))
    }

    @Test func anUnknownClass() throws {
        let error = loadError { try nib("<view id=\"v\" customClass=\"ProbView\"/>").instantiate() }
        let d = try #require(error?.diagnostics.first)
        #expect(d.code == .unknownClass && d.suggestion == "ProbeView" && d.location?.line == 4)
    }

    @Test func aClassThatDoesNotFitItsElement() {
        let error = loadError { try nib("<button id=\"v\" customClass=\"ProbeView\"/>").instantiate() }
        #expect(error?.codes == [.wrongClass])
    }

    @Test func aDanglingDestinationAndADuplicateIDAreFoundWhenReading() {
        let error = loadError {
            _ = try nib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                  <connections><outlet property="panel" destination="pannel"/></connections>
                </placeholder>
                <view id="panel"/>
                <view id="panel"/>
                """)
        }
        #expect(Set(error?.codes ?? []) == [.danglingDestination, .duplicateID])
        #expect(error?.diagnostics.first { $0.code == .danglingDestination }?.suggestion == "panel")
    }

    @Test func aMissingExternalObject() {
        let error = loadError {
            try nib(
                """
                <placeholder placeholderIdentifier="viewController" id="vc" customClass="Owner"/>
                """
            ).instantiate(externalObjects: ["viewControler": Owner()])
        }
        #expect(error?.codes == [.missingExternalObject])
        #expect(error?.diagnostics.first?.suggestion == "viewControler")
    }

    @Test func aScreenNotFoundSaysWhereItLooked() {
        let error = loadError { _ = try Nib(named: "Nowhere", source: ScreenSearchPath(directories: ["/tmp/a", "/tmp/b"])) }
        #expect(error?.codes == [.screenNotFound])
        #expect(error?.description.contains("/tmp/a/Nowhere.xib") == true && error?.description.contains("/tmp/b/Nowhere.xib") == true)
    }

    @Test func aViewControllerWhoseScreenDoesNotSetTheViewOutlet() throws {
        let controller = ViewController(nibName: "NoView")
        controller.screenSource = reusableScreens
        let error = loadError { try controller.loadViewIfNeeded() }
        #expect(error?.codes == [.viewOutletNotSet])
        #expect(error?.description.contains("the screen 'NoView' is the view of ViewController, but File's Owner's view outlet is not connected") == true)
    }

    @Test func aRuntimeAttributeOfTheWrongType() {
        let error = loadError {
            try nib(
                """
                <view id="v"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="layer.cornerRadius" value="big"/></userDefinedRuntimeAttributes></view>
                """
            ).instantiate()
        }
        #expect(error?.codes == [.badValue])
    }

    // MARK: Every error path

    /// The first diagnostic of a screen loaded with an `Owner`, as `file:line:col: error: message [code]`.
    func firstProblem(_ objects: String, externalObjects: [String: AnyObject] = [:]) -> String {
        let error = loadError { try nib(objects).instantiate(owner: Owner(), externalObjects: externalObjects) }
        return error?.diagnostics.first.map { "\($0)" } ?? "loaded without an error"
    }

    /// Screens with one mistake each, loaded with an `Owner` (and an `Owner` as each external
    /// object named), and the first diagnostic each must report.
    nonisolated static let errorPaths: [(name: String, objects: String, externalObjects: [String], expected: String)] = [
        (
            name: "an outlet whose destination is of another type",
            objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
              <connections><outlet property="probe" destination="p"/></connections>
            </placeholder>
            <view id="p"/>
            """,
            externalObjects: [],
            expected: "Test.xib:5:16: error: the outlet 'probe' of Owner holds a ProbeView, but 'p' is a View [outlet-type-mismatch]"
        ),
        (
            name: "an outlet aimed at first responder",
            objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
              <connections><outlet property="panel" destination="-2"/></connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            """,
            externalObjects: [],
            expected: "Test.xib:5:16: error: an outlet cannot point at First Responder; connect 'panel' to an object [dangling-destination]"
        ),
        (
            name: "a view that is not a control sending an action",
            objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"/>
            <view id="plain">
              <connections><action selector="pressed:" destination="-1" eventType="touchUpInside"/></connections>
            </view>
            """,
            externalObjects: [],
            expected:
                "Test.xib:6:16: error: view 'plain' cannot send actions: only controls, gesture recognizers, bar button items and menu items do [unknown-action]"
        ),
        (
            name: "a single outlet used as a collection",
            objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
              <connections><outletCollection property="panel" destination="p"/></connections>
            </placeholder>
            <view id="p"/>
            """,
            externalObjects: [],
            expected: "Test.xib:5:16: error: 'panel' on Owner is a single outlet; use <outlet> [unknown-outlet]"
        ),
        (
            name: "a collection used as a single outlet",
            objects: """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
              <connections><outlet property="buttons" destination="b"/></connections>
            </placeholder>
            <button id="b" title="B"/>
            """,
            externalObjects: [],
            expected: "Test.xib:5:16: error: 'buttons' on Owner is an outlet collection; use <outletCollection> [unknown-outlet]"
        ),
        (
            name: "an external object of the wrong class",
            objects: """
            <placeholder placeholderIdentifier="model" id="m" customClass="SpecialOwner"/>
            """,
            externalObjects: ["model"],
            expected: "Test.xib:4:1: error: the external object 'model' should be a SpecialOwner, but the object given is a Owner [wrong-class]"
        ),
    ]

    @Test(arguments: errorPaths.map(\.name))
    func everyErrorPathIsReported(_ name: String) throws {
        let path = try #require(Self.errorPaths.first { $0.name == name })
        let externalObjects = Dictionary(uniqueKeysWithValues: path.externalObjects.map { ($0, Owner() as AnyObject) })
        #expect(firstProblem(path.objects, externalObjects: externalObjects) == path.expected)
    }
}
