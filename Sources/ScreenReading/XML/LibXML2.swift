// Internal: modules importing NibFormat do not load libxml2's headers, whose ICU `UErrorCode`
// clashes with Foundation's (`_FoundationICU`) in a module that imports both.
internal import CLibXML2
import NibFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The libxml2 parser functions the reader calls, found the first time a screen is read from XML.
/// NibFormat does not link libxml2, so a program whose screens are all compiled never loads it,
/// nor ICU, lzma and zlib (about 2 MB and a fifth of start-up; docs/BENCHMARKS.md).
struct LibXML2: Sendable {
    let createMemoryParserCtxt: @convention(c) (UnsafePointer<CChar>?, Int32) -> xmlParserCtxtPtr?
    let freeParserCtxt: @convention(c) (xmlParserCtxtPtr?) -> Void
    let ctxtUseOptions: @convention(c) (xmlParserCtxtPtr?, Int32) -> Int32
    let parseDocument: @convention(c) (xmlParserCtxtPtr?) -> Int32
    let byteConsumed: @convention(c) (xmlParserCtxtPtr?) -> Int
    let stopParser: @convention(c) (xmlParserCtxtPtr?) -> Void

    /// The functions, or why they could not be had: opened once per process, by the library's
    /// file names, newest ABI first (Linux, then macOS).
    static let shared: Result<LibXML2, LoadError> = open(["libxml2.so.2", "libxml2.so", "libxml2.2.dylib", "libxml2.dylib"])

    /// Why libxml2 could not be used, for the message a reader reports.
    struct LoadError: Error, Sendable, CustomStringConvertible {
        let description: String
    }

    static func open(_ names: [String]) -> Result<LibXML2, LoadError> {
        var reasons: [String] = []
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? name)
                continue
            }
            func symbol<F>(_ symbolName: String) throws(LoadError) -> F {
                guard let pointer = dlsym(handle, symbolName) else {
                    throw LoadError(description: "\(name) has no \(symbolName)")
                }
                return unsafeBitCast(pointer, to: F.self)
            }
            return Result { () throws(LoadError) in
                LibXML2(
                    createMemoryParserCtxt: try symbol("xmlCreateMemoryParserCtxt"),
                    freeParserCtxt: try symbol("xmlFreeParserCtxt"),
                    ctxtUseOptions: try symbol("xmlCtxtUseOptions"),
                    parseDocument: try symbol("xmlParseDocument"),
                    byteConsumed: try symbol("xmlByteConsumed"),
                    stopParser: try symbol("xmlStopParser"))
            }
        }
        return .failure(
            LoadError(
                description: "reading .xib screens needs libxml2, which could not be opened ("
                    + reasons.joined(separator: "; ") + "); install it (Debian: apt-get install libxml2), or compile the screens with `nibtool compile`"))
    }
}
