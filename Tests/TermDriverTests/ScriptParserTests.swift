import Foundation
import Testing

@testable import TermDriver

@Suite("Script parsing")
struct ScriptParserTests {
    func parse(_ text: String) throws -> SmokeScript {
        try SmokeScript.parse(text, path: "t.smoke", folder: URL(fileURLWithPath: "/tmp"), name: "t")
    }

    func diagnostics(_ text: String) -> [ScriptDiagnostic] { diagnostics(Array(text.utf8)) }

    /// `paste TEXT` pastes as the terminal does, escapes read as `type` reads them.
    @Test func pasteIsAStep() throws {
        let script = try parse("start howdy\npaste \"two\\nlines\"\n")
        #expect(script.steps.map(\.action).last == .paste("two\nlines"))
    }

    /// A byte order mark, which some editors write first, is not part of the first step: it
    /// was read as "unknown step 'start'; did you mean 'start'?".
    @Test func aByteOrderMarkIsNotPartOfTheFirstStep() throws {
        let script = try SmokeScript.parse(
            [0xEF, 0xBB, 0xBF] + Array("start howdy\nexpect \"Howdy!\"\n".utf8), path: "t.smoke", folder: URL(fileURLWithPath: "/tmp"), name: "t")
        #expect(script.steps.map(\.source) == ["start howdy", #"expect "Howdy!""#])
    }

    /// Empty text is on every screen: `expect ""` passed at once, `expect-gone ""` waited out
    /// its time; both are mistakes of the script, at the text.
    @Test func waitingForEmptyTextIsAMistake() {
        let found = diagnostics("start howdy\nexpect \"\"\nexpect-gone \"\" --timeout 1s\n").map { "\($0.line):\($0.column) \($0.message)" }
        #expect(
            found == [
                #"2:8 expected text to look for, found "": every screen holds it"#, #"3:13 expected text to look for, found "": every screen holds it"#,
            ], "\(found)")
    }

    @Test func parsesEveryStep() throws {
        let script = try parse(
            """
            # A comment, then a blank line

            start howdy --size 100x30 --env MODE=test -- --size 3
            expect "Howdy!"   # trailing comment
            expect-gone "You tapped me!" --timeout 2s
            wait-stable 300ms
            press Tab Tab Enter C-c
            type "say \\"hi\\"\\e"
            click "Howdy!"
            click 10,5
            double-click "Square" --nth 2
            triple-click 20,8
            right-click "File"
            drag "Square" to 40,10
            scroll up "Circle" 3
            scroll down 30,10
            resize 120x40
            snapshot main-menu
            screenshot main-menu.svg --timeout 1s
            expect-color "Danger" fg=red bg=default
            expect-exit 3 --timeout 10
            expect-restored
            """)
        let actions = script.steps.map(\.action)
        #expect(actions.count == 20)
        #expect(
            actions[0]
                == .start(
                    StartOptions(
                        program: "howdy", arguments: ["--size", "3"], columns: 100, rows: 30,
                        environment: ["MODE": "test"], workingDirectory: nil)))
        #expect(actions[1] == .expect("Howdy!", timeout: nil))
        #expect(actions[2] == .expectGone("You tapped me!", timeout: .seconds(2)))
        #expect(actions[3] == .waitStable(quiet: .milliseconds(300), timeout: nil))
        #expect(actions[4] == .press([.tab, .tab, .enter, .ctrl("c")]))
        #expect(actions[5] == .type("say \"hi\"\u{1B}"))
        #expect(actions[6] == .click(.text("Howdy!"), button: .left, count: 1, timeout: nil))
        #expect(actions[7] == .click(.position(Position(10, 5)), button: .left, count: 1, timeout: nil))
        #expect(actions[8] == .click(.text("Square", occurrence: 2), button: .left, count: 2, timeout: nil))
        #expect(actions[9] == .click(.position(Position(20, 8)), button: .left, count: 3, timeout: nil))
        #expect(actions[10] == .click(.text("File"), button: .right, count: 1, timeout: nil))
        #expect(actions[11] == .drag(from: .text("Square"), to: .position(Position(40, 10)), timeout: nil))
        #expect(actions[12] == .scroll(.up, .text("Circle"), count: 3, timeout: nil))
        #expect(actions[13] == .scroll(.down, .position(Position(30, 10)), count: 1, timeout: nil))
        #expect(actions[14] == .resize(columns: 120, rows: 40))
        #expect(actions[15] == .snapshot("main-menu", timeout: nil))
        #expect(actions[16] == .screenshot("main-menu.svg", timeout: .seconds(1)))
        #expect(actions[17] == .expectColor(.text("Danger"), foreground: .red, background: .default, timeout: nil))
        #expect(actions[18] == .expectExit(3, timeout: .seconds(10)))
        #expect(actions[19] == .expectRestored(timeout: nil))
        #expect(script.steps[1].line == 4)
        #expect(script.steps[1].source == "expect \"Howdy!\"")
    }

    @Test func defaultSizeIs80x24() throws {
        let script = try parse("start howdy")
        #expect(
            script.steps[0].action
                == .start(
                    StartOptions(
                        program: "howdy", arguments: [], columns: 80, rows: 24,
                        environment: [:], workingDirectory: nil)))
    }

    @Test func reportsMistakesWithLineAndColumn() {
        let found = diagnostics(
            """
            start howdy
            clik "OK"
            press Entr
            resize 80by24
              expect "unterminated
            scroll sideways 1,1
            type "bad \\q escape"
            """)
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:1", "3:7", "4:8", "5:10", "6:8", "7:11"])
        #expect(found[0].message.contains("unknown step 'clik'; did you mean 'click'?"))
        #expect(found[1].message.contains("unknown key 'Entr'"))
        #expect(found[2].message.contains("80x24"))
        #expect(found[3].message.contains("unterminated"))
        #expect(found[4].message.contains("sideways"))
        #expect(found[5].message.contains("\\q"))
        #expect(found[0].description.hasPrefix("t.smoke:2:1: error: "))
    }

    @Test func stepsBeforeStartAreAnError() {
        let found = diagnostics("expect \"x\"\nstart howdy")
        #expect(found.count == 1)
        #expect(found.first?.line == 1)
        #expect(found.first?.message.contains("start one first") == true)
    }

    /// A screenshot is an SVG file in the screenshot folder: no other kind, no path out of it.
    @Test func screenshotsAreSVGFilesInTheirFolder() {
        let found = diagnostics("start a\nscreenshot menu.png\nscreenshot ../menu.svg\nscreenshot .svg\nscreenshot")
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:12", "3:12", "4:12", "5:11"])
        #expect(found[0].message == "a screenshot is an SVG picture: name it NAME.svg")
        #expect(found[1].message == "screenshot names may use letters, digits, '-', '_' and '.' only")
        #expect(found[3].message.contains("a picture's file name, such as howdy.svg"))
    }

    @Test func emptyScriptIsAnError() {
        #expect(diagnostics("# nothing here\n\n").first?.message.contains("no steps") == true)
    }

    @Test func trailingWordsAreRejected() {
        let found = diagnostics("start a\nexpect-restored now\npress")
        #expect(found.map(\.line) == [2, 3])
        #expect(found[0].column == 17)
    }

    /// `1e300` as a duration overflowed, and a scroll of 2^63 steps crashed the runner.
    @Test func durationsAndScrollCountsAreBounded() {
        let found = diagnostics(
            """
            start howdy
            wait-stable 1e300
            expect "x" --timeout 3601s
            scroll down 1,1 9223372036854775807
            wait-stable 3600s
            """)
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:13", "3:22", "4:17"])
        #expect(found[0].message == "a duration of at most 3600s, found '1e300'")
        #expect(found[2].message == "expected a number of wheel steps from 1 to 1000, found '9223372036854775807'")
    }

    func diagnostics(_ bytes: [UInt8]) -> [ScriptDiagnostic] {
        do {
            _ = try SmokeScript.parse(bytes, path: "t.smoke", folder: URL(fileURLWithPath: "/tmp"), name: "t")
            return []
        } catch let error as ScriptParseError {
            return error.diagnostics
        } catch {
            return []
        }
    }

    /// A script saved with CRLF endings was one line (Swift reads "\r\n" as one character), so
    /// every step after the first was lost.
    @Test func crlfLinesAreLines() throws {
        let script = try parse("start howdy\r\nexpect \"Howdy!\"\r\npress Enter\r\n")
        #expect(script.steps.map(\.source) == ["start howdy", "expect \"Howdy!\"", "press Enter"])
        #expect(script.steps.map(\.line) == [1, 2, 3])
    }

    /// A line that is not UTF-8 gave a bare Foundation error for the whole file; now it is a
    /// mistake at its line and the column of its first bad byte, with the other lines checked.
    @Test func aLineThatIsNotUTF8IsAMistakeWhereItIs() {
        let bytes = Array("start howdy\ntype \"é".utf8) + [0xFF, 0xFE] + Array("\"\nfrobnicate\n".utf8)
        #expect(
            diagnostics(bytes).map(\.description) == [
                "t.smoke:2:8: error: this line is not UTF-8 text (byte 9 of the line); save the script as UTF-8",
                "t.smoke:3:1: error: unknown step 'frobnicate' (steps: \(StepParser.stepNames.joined(separator: ", ")))",
            ])
    }

    /// A million bad lines kept a million diagnostics (648 MB): a report lists the first
    /// hundred and stops reading there.
    @Test func aFloodOfMistakesStopsTheReport() {
        let found = diagnostics(Array(("start x\n" + String(repeating: "?\n", count: 1_000_000)).utf8))
        #expect(found.count == SmokeScript.mostReportedMistakes + 1)
        #expect(found.last?.description == "t.smoke:102:1: error: too many mistakes; the rest of the script was not read")
    }

    /// Only a regular file, and one of a sensible size, is read as a script; a symbolic link to
    /// one is read as the file (it was refused as not a regular file before).
    @Test func loadingRefusesDevicesAndHugeFiles() throws {
        let device = #expect(throws: DriverError.self) { try SmokeScript.load(URL(fileURLWithPath: "/dev/zero")) }
        #expect(device?.message == "/dev/zero: not a regular file")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("huge.smoke")
        try Data(repeating: UInt8(ascii: "#"), count: SmokeScript.largestScript + 1).write(to: huge)
        let large = #expect(throws: DriverError.self) { try SmokeScript.load(huge) }
        #expect(large?.message == "\(huge.path): larger than 1 MB, which no smoke script is")
        let good = folder.appendingPathComponent("good.smoke")
        try "start /bin/true\nexpect-exit 0\n".write(to: good, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("link.smoke")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: good)
        let linked = try SmokeScript.load(link)
        #expect(linked.steps.count == 2 && linked.name == "link" && linked.path == link.path)
        let deviceLink = folder.appendingPathComponent("device.smoke")
        try FileManager.default.createSymbolicLink(at: deviceLink, withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
        let linkedDevice = #expect(throws: DriverError.self) { try SmokeScript.load(deviceLink) }
        #expect(linkedDevice?.message == "\(deviceLink.path): not a regular file")
        let missing = #expect(throws: DriverError.self) { try SmokeScript.load(folder.appendingPathComponent("missing.smoke")) }
        #expect(missing?.message == "\(folder.path)/missing.smoke: No such file or directory")
    }
}
