import NibKit
#if canImport(Glibc)
import Glibc
#endif

/// Loading and drawing timings, medians of repeated runs in one process (release build).
/// Each figure is compared with a reference measured in the same run.

/// A screen of `count` views: rows of panels, each holding a label and a button.
func generatedScreen(views count: Int) -> String {
    var body = ""
    let panels = max(1, count / 3)
    for i in 0..<panels {
        body += """
            <view id="p\(i)"><rect key="frame" x="\(i % 20)" y="\(i % 10)" width="30" height="3"/>
              <color key="backgroundColor" name="blue"/>
              <subviews>
                <label id="l\(i)" text="Label \(i)"><rect key="frame" x="1" y="0" width="10" height="1"/></label>
                <button id="b\(i)" title="Button \(i)" tag="\(i)"><rect key="frame" x="12" y="1" width="14" height="1"/></button>
              </subviews>
            </view>

            """
    }
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="NibKit.XIB" version="1">
          <objects>
            <view id="root"><rect key="frame" x="0" y="0" width="200" height="60"/><subviews>
        \(body)
            </subviews></view>
          </objects>
        </document>
        """
}

func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

/// The median time of `body` in milliseconds.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        times.append((now() - start) * 1000)
    }
    return times.sorted()[times.count / 2]
}

func fixed(_ value: Double, _ places: Int = 3) -> String {
    let scale = Double([1, 10, 100, 1000][places])
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    let decimals = text.split(separator: ".").last?.count ?? 0
    text += String(repeating: "0", count: max(0, places - decimals))
    return text
}

func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }

func row(_ name: String, _ value: Double, unit: String, reference: (String, Double)? = nil) {
    var line = padded(name, 46) + padded(fixed(value) + " " + unit, 12)
    if let (refName, refValue) = reference {
        line += "  vs \(refName) \(fixed(refValue)) \(unit): ratio \(fixed(value / refValue, 2))"
    }
    print(line)
}

/// libxml2's own floor: the same parse (same context, options and bytes) with empty SAX callbacks.
/// The bench does not link libxml2's module, so the few entry points are found with dlsym.
enum BareSAX {
    typealias CreateContext = @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutableRawPointer?
    typealias UseOptions = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    typealias ParseDocument = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    typealias FreeContext = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias StartElementNs = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?,
                                               Int32, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int32, Int32, UnsafeMutablePointer<UnsafePointer<UInt8>?>?) -> Void
    typealias EndElementNs = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) -> Void
    typealias Characters = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32) -> Void

    static func symbol<T>(_ name: String, as _: T.Type) -> T? {
        let handle = dlopen(nil, RTLD_NOW)
        guard let pointer = dlsym(handle, name) else { return nil }
        return unsafeBitCast(pointer, to: T.self)
    }

    static let create = symbol("xmlCreateMemoryParserCtxt", as: CreateContext.self)
    static let useOptions = symbol("xmlCtxtUseOptions", as: UseOptions.self)
    static let parse = symbol("xmlParseDocument", as: ParseDocument.self)
    static let free = symbol("xmlFreeParserCtxt", as: FreeContext.self)
    static let startElement: StartElementNs = { _, _, _, _, _, _, _, _, _ in }
    static let endElement: EndElementNs = { _, _, _, _ in }
    static let characters: Characters = { _, _, _ in }
    static var available: Bool { create != nil && useOptions != nil && parse != nil && free != nil }

    /// One parse; libxml2 2.9's xmlSAXHandler: 27 pointers, `initialized`, `_private`, startElementNs, endElementNs, serror.
    static func read(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                guard let ctxt = create!(chars, Int32(buffer.count)) else { return }
                defer { free!(ctxt) }
                // ctxt->sax is the context's first field.
                let sax = ctxt.load(as: UnsafeMutableRawPointer.self)
                sax.initializeMemory(as: UInt8.self, repeating: 0, count: 32 * 8)
                sax.storeBytes(of: characters, toByteOffset: 17 * 8, as: Characters.self)
                sax.storeBytes(of: 0xDEEDBEAF, toByteOffset: 27 * 8, as: UInt32.self)  // XML_SAX2_MAGIC
                sax.storeBytes(of: startElement, toByteOffset: 29 * 8, as: StartElementNs.self)
                sax.storeBytes(of: endElement, toByteOffset: 30 * 8, as: EndElementNs.self)
                // XML_PARSE_NONET | NOERROR | NOWARNING | BIG_LINES, as XMLReader uses.
                _ = useOptions!(ctxt, Int32(1 << 11 | 1 << 5 | 1 << 6 | 1 << 22))
                _ = parse!(ctxt)
            }
        }
    }
}

// `nibkit-bench --profile N`: only load the 1,000-view screen N times (for callgrind).
if let index = CommandLine.arguments.firstIndex(of: "--profile") {
    let runs = index + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 1]) ?? 10 : 10
    let bytes = Array(generatedScreen(views: 1_000).utf8)
    let mode = CommandLine.arguments.last ?? ""
    for _ in 0..<runs {
        switch mode {
        case "bare": BareSAX.read(bytes)
        case "read": _ = try XMLReader.read(bytes, file: "bench.xib")
        case "decode": _ = try ScreenReader.read(bytes, file: "bench.xib")
        default: _ = try Nib(document: ScreenReader.read(bytes, file: "bench.xib"), name: "bench").instantiate()
        }
    }
    exit(0)
}

print("NibKit benchmarks (medians)")
for count in [10, 100, 1_000, 10_000] {
    let text = generatedScreen(views: count)
    let bytes = Array(text.utf8)
    let runs = count >= 10_000 ? 11 : 51
    let bare = BareSAX.available ? median(runs: runs) { BareSAX.read(bytes) } : .nan
    let parseOnly = try median(runs: runs) { _ = try XMLReader.read(bytes, file: "bench.xib") }
    let decode = try median(runs: runs) { _ = try ScreenReader.read(bytes, file: "bench.xib") }
    let document = try ScreenReader.read(bytes, file: "bench.xib")
    let nib = Nib(document: document, name: "bench")
    let instantiate = try median(runs: runs) { _ = try nib.instantiate() }
    let load = try median(runs: runs) { _ = try Nib(document: ScreenReader.read(bytes, file: "bench.xib"), name: "bench").instantiate() }
    let objects = document.allObjects.count
    row("load \(objects) objects: parse to awakeFromNib", load, unit: "ms", reference: ("libxml2 SAX read alone", parseOnly))
    row("  of which libxml2 SAX read (XMLReader)", parseOnly, unit: "ms", reference: ("bare libxml2 SAX pass", bare))
    row("  of which read + check", decode, unit: "ms")
    row("  of which instantiate + connect + awake", instantiate, unit: "ms")
    row("  per object", load * 1000 / Double(objects), unit: "µs")
}

let frameScreen = try ScreenReader.read(generatedScreen(views: 100), file: "frame.xib")
for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
    let backend = HeadlessBackend(size: size)
    let app = Application(backend: backend, clock: ManualClock())
    for object in try Nib(document: frameScreen, name: "frame").instantiate() {
        if let view = object as? View { app.window.addSubview(view) }
    }
    let frame = median(runs: 51) { app.setNeedsDisplay(); app.renderIfNeeded() }
    row("full frame \(size) (headless, 100 views)", frame, unit: "ms")
}
