import NibKit
import NibKitTesting
import Testing

@testable import NibFormat
@testable import ScreenReading

/// A table's elements, as Xcode writes them, read alike by the XML reader and the compiled one:
/// its prototype cells kept apart from its subviews, and their rules.
@Suite("Table screens")
struct TableScreenTests {
    static let table = """
        <tableView id="table" style="grouped" rowHeight="2" sectionHeaderHeight="1" sectionFooterHeight="0" allowsSelection="NO">
          <rect key="frame" x="0" y="0" width="30" height="10"/>
          <prototypes>
            <tableViewCell id="cell" reuseIdentifier="Cell" style="subtitle" selectionStyle="gray" accessoryType="checkmark">
              <tableViewCellContentView key="contentView" id="content">
                <subviews>
                  <label id="name" text="Name"/>
                </subviews>
              </tableViewCellContentView>
              <connections>
                <outlet property="nameLabel" destination="name"/>
              </connections>
            </tableViewCell>
          </prototypes>
        </tableView>
        """

    @Test func bothReadersReadATableWithItsPrototypes() throws {
        let document = try ScreenReader.read(HostileScreenTests.screen(Self.table), file: "Table.xib", vocabulary: .nibKit)
        let table = try #require(document.objects.first)
        #expect(table.subviews.isEmpty, "a prototype is no subview")
        #expect(table.prototypes.map(\.id) == ["cell"])
        #expect(table.properties["style"]?.value == .string("grouped"))
        let cell = table.prototypes[0]
        #expect(cell.properties["reuseIdentifier"]?.value == .string("Cell"))
        #expect(cell.embedded.first?.element == "tableViewCellContentView")
        #expect(cell.embedded.first?.subviews.first?.id == "name")
        #expect(document.allObjects.map(\.id) == ["table", "cell", "content", "name"])
        let decoded = try CompiledScreen.decode(CompiledScreen.encode(document), vocabulary: .nibKit)
        #expect(Dump.document(decoded) == Dump.document(document))
    }

    @Test func aPrototypeNeedsAReuseIdentifierInBothReaders() throws {
        let objects = #"<tableView id="t"><prototypes><tableViewCell id="c"/></prototypes></tableView>"#
        let xml = HostileScreenTests.problems(objects)
        #expect(xml.count == 1 && xml[0].contains("needs a reuseIdentifier"), "\(xml)")
        #expect(ReaderProblems.compiled(try ReaderProblems.decodedAnyway(HostileScreenTests.screen(objects), file: "Hostile.xib")) == xml)
    }

    @Test func prototypesHoldOnlyCellsAndOnlyATableHoldsThem() throws {
        let wrongEntry = #"<tableView id="t"><prototypes><label id="l"/></prototypes></tableView>"#
        #expect(HostileScreenTests.problems(wrongEntry).contains { $0.contains("<label> is not allowed in <prototypes>") || $0.contains("label") })
        let notATable = #"<view id="v"><prototypes/></view>"#
        #expect(HostileScreenTests.problems(notATable).contains { $0.contains("prototypes") })
    }
    @Test func twoPrototypesOfOneTableWithOneIdentifierAreReportedInBothReaders() throws {
        let objects = """
            <tableView id="t">
              <prototypes>
                <tableViewCell id="a" reuseIdentifier="Cell"/>
                <tableViewCell id="b" reuseIdentifier="Cell"/>
              </prototypes>
            </tableView>
            <tableView id="u">
              <prototypes>
                <tableViewCell id="c" reuseIdentifier="Cell"/>
              </prototypes>
            </tableView>
            """
        let xml = HostileScreenTests.problems(objects)
        #expect(xml.count == 1, "another table may use the identifier: \(xml)")
        #expect(xml.first?.hasPrefix("Hostile.xib:7:") == true, "at the second prototype: \(xml)")
        #expect(xml.first?.contains("'Cell'") == true && xml.first?.contains("tableViewCell 'a'") == true, "\(xml)")
        #expect(ReaderProblems.compiled(try ReaderProblems.decodedAnyway(HostileScreenTests.screen(objects), file: "Hostile.xib")) == xml)
    }

    @Test func aConstraintAcrossAPrototypesEdgeIsReportedInBothReaders() throws {
        let objects = """
            <view id="root">
              <subviews>
                <tableView id="t">
                  <prototypes>
                    <tableViewCell id="cell" reuseIdentifier="Cell">
                      <tableViewCellContentView key="contentView" id="content">
                        <subviews>
                          <label id="name" text="Name"/>
                        </subviews>
                      </tableViewCellContentView>
                    </tableViewCell>
                  </prototypes>
                </tableView>
              </subviews>
              <constraints>
                <constraint id="across" firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading"/>
              </constraints>
            </view>
            """
        let xml = HostileScreenTests.problems(objects)
        #expect(xml.count == 1, "\(xml)")
        #expect(xml.first?.hasPrefix("Hostile.xib:19:") == true, "\(xml)")
        #expect(xml.first?.contains("prototype cell 'cell'") == true, "\(xml)")
        #expect(ReaderProblems.compiled(try ReaderProblems.decodedAnyway(HostileScreenTests.screen(objects), file: "Hostile.xib")) == xml)
    }
}
