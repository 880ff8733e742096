import Foundation
import NibKit
import ScreenChecking
import ScreenReading
import Testing

/// A table's `dataSource` and `delegate`, a text field's `delegate`: outlets that hold a
/// protocol's conformers. `nibtool validate --sources` reads which protocols a class adopts
/// (in its declaration, its extensions, a superclass's, a protocol that refines one) and says
/// what the loader says of a destination that adopts none.
@Suite("Protocol conformance of outlet destinations")
@MainActor
struct ConformanceChecksTests {
    /// The class the loader is given: it adopts none of the protocols. The sources' classes
    /// are named otherwise, so that the tool never sees this one in the class registry.
    final class BareListing: ViewController {}

    static func screen(owner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
              <connections><outlet property="view" destination="root"/></connections>
            </placeholder>
            <view id="root">
              <subviews>
                <tableView id="table">
                  <connections>
                    <outlet property="dataSource" destination="-1"/>
                    <outlet property="delegate" destination="-1"/>
                  </connections>
                </tableView>
                <textField id="field">
                  <connections><outlet property="delegate" destination="-1"/></connections>
                </textField>
              </subviews>
            </view>
          </objects>
        </document>
        """
    }

    /// Validates the screen of `owner` against `sources`, both written to a folder of their
    /// own; the lines without the folder.
    func validate(sources: String, owner: String = "TodoListing") throws -> [String] {
        let folder = NSTemporaryDirectory() + "conformance-checks-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try sources.write(toFile: folder + "/Sources/\(owner).swift", atomically: true, encoding: .utf8)
        try Self.screen(owner: owner).write(toFile: folder + "/\(owner).xib", atomically: true, encoding: .utf8)
        let result = Validation.check([folder + "/\(owner).xib"], catalog: try Validation.catalog(sources: [folder + "/Sources"]))
        return result.lines.map { $0.replacingOccurrences(of: folder + "/", with: "") }
    }

    static func missing(owner: String = "TodoListing") -> [String] {
        [
            "\(owner).xib:11:13: error: the outlet 'dataSource' of TableView holds a TableViewDataSource, but '-1' is a \(owner) [outlet-type-mismatch]",
            "\(owner).xib:12:13: error: the outlet 'delegate' of TableView holds a TableViewDelegate, but '-1' is a \(owner) [outlet-type-mismatch]",
            "\(owner).xib:16:24: error: the outlet 'delegate' of TextField holds a TextFieldDelegate, but '-1' is a \(owner) [outlet-type-mismatch]",
        ]
    }

    @Test func aClassThatAdoptsNoneIsReportedAtEachConnectionAsTheLoaderReportsIt() throws {
        let tool = try validate(sources: "import NibKit\n\nfinal class BareListing: ViewController {}\n", owner: "BareListing")
        #expect(tool == Self.missing(owner: "BareListing"))
        ClassRegistry.shared.register(BareListing.self)
        let loader: [String]
        do {
            let document = try ScreenReader.read(Self.screen(owner: "BareListing"), file: "BareListing.xib", vocabulary: .nibKit)
            _ = try Nib(document: document, name: "BareListing").instantiate(owner: BareListing())
            loader = []
        } catch {
            loader = error.diagnostics.map(\.description)
        }
        #expect(loader == Self.missing(owner: "BareListing"))
    }

    @Test(arguments: [
        // In the class's declaration.
        """
        final class TodoListing: NibKit.ViewController, TableViewDataSource, TableViewDelegate, TextFieldDelegate {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
        }
        """,
        // In extensions.
        """
        final class TodoListing: ViewController {}
        extension TodoListing: TableViewDataSource, NibKit.TableViewDelegate {}
        extension TodoListing: TextFieldDelegate {
        }
        """,
        // Through a superclass, and a protocol that refines one.
        """
        protocol TodoEditing: TextFieldDelegate {}
        class ListController: ViewController, TableViewDataSource & TableViewDelegate {}
        final class TodoListing: ListController, TodoEditing {}
        """,
    ])
    func aClassThatAdoptsTheProtocolsPasses(_ sources: String) throws {
        let lines = try validate(sources: "import NibKit\n\n" + sources + "\n")
        #expect(lines == [], "\(lines)")
    }

    @Test func aClassThatAdoptsSomeIsReportedForTheOthers() throws {
        let tool = try validate(sources: "import NibKit\n\nfinal class TodoListing: ViewController {}\nextension TodoListing: TableViewDelegate {}\n")
        #expect(tool == [Self.missing()[0], Self.missing()[2]])
    }

    /// A scroll view's `delegate` is an outlet too; a table's `delegate` is its table delegate.
    @Test func aScrollViewsDelegateHoldsAScrollViewDelegate() throws {
        let document = try ScreenReader.read(
            """
            <document type="NibKit.XIB" version="1"><objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
              <scrollView id="s"><connections><outlet property="delegate" destination="-1"/></connections></scrollView>
            </objects></document>
            """, file: "Scroll.xib", vocabulary: .nibKit)
        final class Watcher: NibObject, ScrollViewDelegate {}
        let watcher = Watcher()
        let objects = try Nib(document: document, name: "Scroll").instantiate(owner: watcher)
        #expect((objects.first as? ScrollView)?.delegate === watcher)
        #expect(throws: (any Error).self) { try Nib(document: document, name: "Scroll").instantiate(owner: NibObject()) }
    }
}
