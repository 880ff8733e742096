import ArgumentParser
import Foundation
import NibFormat

/// `nibtool bench`: how much faster a compiled screen reads than its XML (hidden; for the numbers in docs/NIBTOOL.md).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure reading a generated screen from XML and from its compiled form (medians).",
        shouldDisplay: false
    )

    @Option(help: "Views in the generated screen.")
    var views = 1000

    @Option(help: "Runs of each measurement.")
    var runs = 51

    @Option(help: "Measure this screen instead of a generated one.")
    var file: String?

    func run() throws { try MainActor.assumeIsolated { try execute() } }

    @MainActor func execute() throws {
        let directory = NSTemporaryDirectory() + "nibtool-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let xib = file ?? directory + "/Generated.xib"
        if file == nil { try Self.generate(views: views).write(toFile: xib, atomically: true, encoding: .utf8) }
        let document = try ScreenReader.read(contentsOf: xib)
        let compiled = directory + "/Generated.nibc"
        let bytes = CompiledScreen.encode(document)
        try Data(bytes).write(to: URL(fileURLWithPath: compiled))
        let xmlSize = (try? FileManager.default.attributesOfItem(atPath: xib)[.size] as? Int) ?? 0

        func median(_ body: () throws -> Void) rethrows -> Double {
            var times: [Double] = []
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return times.sorted()[times.count / 2]
        }
        _ = try ScreenReader.read(contentsOf: xib)
        let xml = try median { _ = try ScreenReader.read(contentsOf: xib) }
        let binary = try median { _ = try CompiledScreen.read(contentsOf: compiled, file: xib) }
        print("objects:  \(document.allObjects.count)")
        print("sizes:    xib \(xmlSize) bytes, nibc \(bytes.count) bytes")
        print(String(format: "xml:      %.3f ms (median of %d)", xml, runs))
        print(String(format: "compiled: %.3f ms (median of %d)", binary, runs))
        print(String(format: "speed-up: %.1fx", xml / binary))
    }

    /// A screen of `views` views: panels of labels, buttons and text fields, each with a frame,
    /// colours and some runtime attributes and connections, like a real screen's mix.
    static func generate(views: Int) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="BenchViewController">
              <connections>
                <outlet property="view" destination="root"/>
              </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
            <view id="root" userLabel="Root">
              <rect key="frame" x="0" y="0" width="200" height="100"/>
              <subviews>

        """
        let perPanel = 10
        var made = 1
        var panel = 0
        while made < views {
            out += "        <view id=\"panel\(panel)\" userLabel=\"Panel \(panel)\">\n"
            out += "          <rect key=\"frame\" x=\"\(panel % 10)\" y=\"\(panel / 10)\" width=\"40\" height=\"12\"/>\n"
            out += "          <color key=\"backgroundColor\" name=\"blue\"/>\n"
            out += "          <subviews>\n"
            made += 1
            for i in 0..<perPanel where made < views {
                let id = "p\(panel)v\(i)"
                switch i % 3 {
                case 0:
                    out += "            <label id=\"\(id)\" text=\"Label number \(made)\" textAlignment=\"left\">\n"
                    out += "              <rect key=\"frame\" x=\"1\" y=\"\(i)\" width=\"20\" height=\"1\"/>\n"
                    out += "              <color key=\"textColor\" hex=\"#ff8800\"/>\n"
                    out += "            </label>\n"
                case 1:
                    out += "            <button id=\"\(id)\" title=\"Button \(made)\" tag=\"\(made)\">\n"
                    out += "              <rect key=\"frame\" x=\"22\" y=\"\(i)\" width=\"12\" height=\"1\"/>\n"
                    out += "              <userDefinedRuntimeAttributes>\n"
                    out += "                <userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.cornerRadius\" value=\"1\"/>\n"
                    out += "              </userDefinedRuntimeAttributes>\n"
                    out += "              <connections>\n"
                    out += "                <action selector=\"buttonPressed:\" destination=\"-1\" eventType=\"touchUpInside\"/>\n"
                    out += "              </connections>\n"
                    out += "            </button>\n"
                default:
                    out += "            <textField id=\"\(id)\" placeholder=\"Type here\" text=\"\">\n"
                    out += "              <rect key=\"frame\" x=\"1\" y=\"\(i)\" width=\"30\" height=\"1\"/>\n"
                    out += "              <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\"/>\n"
                    out += "            </textField>\n"
                }
                made += 1
            }
            out += "          </subviews>\n"
            out += "        </view>\n"
            panel += 1
        }
        out += "      </subviews>\n    </view>\n  </objects>\n</document>\n"
        return out
    }
}
