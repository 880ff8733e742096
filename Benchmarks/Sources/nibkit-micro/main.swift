import Benchmark
import NibKit
import ScreenReading

#if canImport(Glibc)
    import Glibc
#endif

/// In-process figures for `make bench`, on google/swift-benchmark: loading generated screens
/// from XML and from the compiled form, parsing alone against a bare libxml2 SAX pass over the
/// same bytes, and a full frame in the headless backend. Run with `--format json`; the table
/// is made by Benchmarks/run.py.

/// A screen of about `count` views: panels, each holding a label and a button.
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

enum BareSAX {
    typealias CreateContext = @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutableRawPointer?
    typealias UseOptions = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    typealias ParseDocument = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    typealias FreeContext = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias StartElementNs =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?,
            Int32, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int32, Int32, UnsafeMutablePointer<UnsafePointer<UInt8>?>?
        ) -> Void
    typealias EndElementNs = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) -> Void
    typealias Characters = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int32) -> Void

    /// libxml2 itself, as NibFormat opens it (NibFormat does not link it, so the program's own
    /// symbols need not include it).
    static let library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL)

    static func symbol<T>(_ name: String, as _: T.Type) -> T? {
        guard let library, let pointer = dlsym(library, name) else { return nil }
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
                sax.storeBytes(of: 0xDEED_BEAF, toByteOffset: 27 * 8, as: UInt32.self)  // XML_SAX2_MAGIC
                sax.storeBytes(of: startElement, toByteOffset: 29 * 8, as: StartElementNs.self)
                sax.storeBytes(of: endElement, toByteOffset: 30 * 8, as: EndElementNs.self)
                // XML_PARSE_NONET | NOERROR | NOWARNING | BIG_LINES, as MarkupRecorder uses.
                _ = useOptions!(ctxt, Int32(1 << 11 | 1 << 5 | 1 << 6 | 1 << 22))
                _ = parse!(ctxt)
            }
        }
    }
}

/// A load as the issue defines it: parse to awakeFromNib (read, check, instantiate, connect,
/// awake). It returns what it made, the objects and the read screen (`Nib`), so that callers
/// release them after the clock stops: tearing down is not part of loading.
func loadXML(_ bytes: [UInt8]) throws -> (Nib, [NibObject]) {
    try MainActor.assumeIsolated {
        let nib = Nib(document: try ScreenReader.read(bytes, file: "bench.xib", vocabulary: .nibKit), name: "bench")
        return (nib, try nib.instantiate())
    }
}

/// The same load from the compiled form (`nibtool compile`).
func loadCompiled(_ bytes: [UInt8]) throws -> (Nib, [NibObject]) {
    try MainActor.assumeIsolated {
        let nib = Nib(document: try CompiledScreen.decode(bytes, file: "bench.nibc", vocabulary: .nibKit), name: "bench")
        return (nib, try nib.instantiate())
    }
}

extension BenchmarkSuite {
    /// A benchmark timing `work` alone: what it returns is released after the clock stops, since
    /// tearing a loaded tree down is not part of loading it.
    func benchmark<Result>(_ name: String, keeping work: @escaping () throws -> Result) {
        benchmark(name) { (state: inout BenchmarkState) in
            var result: Result?
            var failure: Error?
            try state.measure {
                do { result = try work() } catch { failure = error }
            }
            if let failure { throw failure }
            consume(result)
        }
    }
}

/// The loads the targets compare (XML and compiled; read + check and the bare libxml2 pass),
/// timed in rounds, one of each per round in turn, for about `seconds`: whatever else the machine
/// does then slows a load and its reference alike, so the median of each round's ratio is
/// steadier than the ratio of medians taken seconds apart. A JSON line of medians, in ms.
func pairedRounds(views count: Int, seconds: Double) throws -> String {
    let bytes = Array(generatedScreen(views: count).utf8)
    let compiled = CompiledScreen.encode(try ScreenReader.read(bytes, file: "bench.xib", vocabulary: .nibKit))
    func time<Result>(_ work: () throws -> Result) rethrows -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        let result = try work()
        clock_gettime(CLOCK_MONOTONIC, &end)
        consume(result)  // released after the clock stops
        return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
    }
    var xml: [Double] = []
    var fromCompiled: [Double] = []
    var parse: [Double] = []
    var bare: [Double] = []
    var began = timespec()
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &began)
    repeat {
        xml.append(try time { try loadXML(bytes) })
        fromCompiled.append(try time { try loadCompiled(compiled) })
        parse.append(try time { try ScreenReader.read(bytes, file: "bench.xib", vocabulary: .nibKit) })
        bare.append(time { BareSAX.read(bytes) })
        clock_gettime(CLOCK_MONOTONIC, &now)
    } while xml.count < 5 || (Double(now.tv_sec - began.tv_sec) < seconds && xml.count < 10_000)
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return "{\"views\": \(count), \"rounds\": \(xml.count), \"xml\": \(median(xml)), \"compiled\": \(median(fromCompiled)), "
        + "\"parse\": \(median(parse)), \"bare\": \(median(bare)), "
        + "\"xml_per_compiled\": \(median(zip(xml, fromCompiled).map { $0 / $1 })), "
        + "\"parse_per_bare\": \(median(zip(parse, bare).map { $0 / $1 }))}"
}

/// Keeps results alive so the optimizer cannot drop the work.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

func runBenchmarks() throws {
    // `--write-screens DIR`: write the generated screens (XML and compiled) for whole-process
    // references such as `xmllint --noout`, then stop.
    if let index = CommandLine.arguments.firstIndex(of: "--write-screens") {
        let directory = CommandLine.arguments[index + 1]
        for count in [10, 100, 1_000, 10_000] {
            let text = generatedScreen(views: count)
            let document = try ScreenReader.read(text, file: "bench.xib", vocabulary: .nibKit)
            let compiled = CompiledScreen.encode(document)
            for (name, bytes) in [("views\(count).xib", Array(text.utf8)), ("views\(count).nibc", compiled)] {
                guard let file = fopen("\(directory)/\(name)", "wb") else { fatalError("cannot write \(directory)/\(name)") }
                _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
                fclose(file)
            }
            print("\(count) \(document.allObjects.count)")
        }
        exit(0)
    }

    // `--paired SECONDS`: the loads a target compares, timed in alternation (see `pairedRounds`).
    if let index = CommandLine.arguments.firstIndex(of: "--paired") {
        let seconds = index + 1 < CommandLine.arguments.count ? Double(CommandLine.arguments[index + 1]) ?? 2 : 2
        for count in [10, 100, 1_000, 10_000] { print(try pairedRounds(views: count, seconds: seconds)) }
        exit(0)
    }

    // `--profile N MODE`: only load the 1,000-view screen N times, for callgrind. MODE: xml
    // (parse to awakeFromNib), compiled, parse (ScreenReader: read and check) or bare (libxml2's floor).
    if let index = CommandLine.arguments.firstIndex(of: "--profile") {
        let runs = Int(CommandLine.arguments[index + 1]) ?? 10
        let mode = index + 2 < CommandLine.arguments.count ? CommandLine.arguments[index + 2] : "xml"
        let bytes = Array(generatedScreen(views: 1_000).utf8)
        let compiled = CompiledScreen.encode(try ScreenReader.read(bytes, file: "bench.xib", vocabulary: .nibKit))
        // Every result is kept until the end, as the measured loads below keep theirs: tearing a
        // tree down is not part of loading it.
        var kept: [Any] = []
        kept.reserveCapacity(runs)
        for _ in 0..<runs {
            switch mode {
            case "bare": BareSAX.read(bytes)
            case "parse": kept.append(try ScreenReader.read(bytes, file: "bench.xib", vocabulary: .nibKit))
            case "compiled": kept.append(try loadCompiled(compiled))
            default: kept.append(try loadXML(bytes))
            }
        }
        consume(kept)
        exit(0)
    }

    let suite = BenchmarkSuite(name: "nibkit")
    for count in [10, 100, 1_000, 10_000] {
        let bytes = Array(generatedScreen(views: count).utf8)
        let document = try ScreenReader.read(bytes, file: "bench.xib", vocabulary: .nibKit)
        let compiled = CompiledScreen.encode(document)
        // Parse to awakeFromNib: read, check, instantiate, connect, awake.
        suite.benchmark("load-xml-\(count)", keeping: { try loadXML(bytes) })
        suite.benchmark("load-compiled-\(count)", keeping: { try loadCompiled(compiled) })
        // The two halves of a compiled load: reading the compiled form, and making the objects
        // from a screen already read (what loading from XML shares).
        suite.benchmark("decode-compiled-\(count)", keeping: { try CompiledScreen.decode(compiled, file: "bench.nibc", vocabulary: .nibKit) })
        let nib = MainActor.assumeIsolated { Nib(document: document, name: "bench") }
        suite.benchmark("instantiate-\(count)", keeping: { try MainActor.assumeIsolated { try nib.instantiate() } })
        // Reading and checking, as the loader does (ScreenReader decodes straight from SAX events)...
        suite.benchmark("parse-\(count)", keeping: { try ScreenReader.read(bytes, file: "bench.xib", vocabulary: .nibKit) })
        // ...against libxml2's floor: the same parse with empty callbacks.
        if BareSAX.available {
            suite.benchmark("bare-sax-\(count)") { BareSAX.read(bytes) }
        }
    }

    // A full frame in the headless backend (100-view screen, every view drawn).
    let frameScreen = try ScreenReader.read(generatedScreen(views: 100), file: "frame.xib", vocabulary: .nibKit)
    var keep: [Application] = []
    for (width, height) in [(80, 24), (200, 60)] {
        let app = try MainActor.assumeIsolated {
            let backend = HeadlessBackend(size: Size(width: width, height: height))
            let app = Application(backend: backend, clock: ManualClock())
            for object in try Nib(document: frameScreen, name: "frame").instantiate() {
                if let view = object as? View { app.window.addSubview(view) }
            }
            return app
        }
        keep.append(app)
        suite.benchmark("frame-\(width)x\(height)") {
            MainActor.assumeIsolated {
                app.setNeedsDisplay(); app.renderIfNeeded()
            }
        }
    }

    // A frame with a picture filling the screen, against a plain view's (issue 35): the
    // picture is scaled to the view once per size, not once per frame (`ImageView`), so a frame
    // costs about what a view of the same size does. The scalings are counted after the runs.
    // The Palette demo's picture (24x12 pixels), found from this file's place in the repository.
    let repository = String(#filePath).split(separator: "/").dropLast(4).joined(separator: "/")
    let picture = try MainActor.assumeIsolated {
        try Image(contentsOfFile: "/" + repository + "/Screens/Assets.xcassets/Palette.imageset/palette.png", name: "Palette")
    }
    var imageViews: [ImageView] = []
    for withPicture in [true, false] {
        let app = MainActor.assumeIsolated {
            let app = Application(backend: HeadlessBackend(size: Size(width: 80, height: 24)), clock: ManualClock())
            let frame = Rect(x: 0, y: 0, width: 80, height: 24)
            if withPicture {
                let view = ImageView(image: picture, frame: frame)
                imageViews.append(view)
                app.window.addSubview(view)
            } else {
                let view = View(frame: frame)
                view.backgroundColor = .blue
                app.window.addSubview(view)
            }
            return app
        }
        keep.append(app)
        suite.benchmark(withPicture ? "frame-picture-80x24" : "frame-plain-80x24") {
            MainActor.assumeIsolated {
                app.setNeedsDisplay(); app.renderIfNeeded()
            }
        }
    }
    let pictureViews = imageViews

    // Object counts, for "time per object".
    for count in [10, 100, 1_000, 10_000] {
        let document = try ScreenReader.read(generatedScreen(views: count), file: "bench.xib", vocabulary: .nibKit)
        FileHandleLike.error("objects \(count) \(document.allObjects.count)")
    }
    Benchmark.main([suite])
    // After every frame the runs drew: how many times the picture was scaled.
    FileHandleLike.error("picture-scalings \(MainActor.assumeIsolated { pictureViews.first?.renderCount ?? -1 })")
    consume(keep)
}

enum FileHandleLike {
    static func error(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

try runBenchmarks()
