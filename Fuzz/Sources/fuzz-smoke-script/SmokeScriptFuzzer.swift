import Foundation
import TermDriver

/// libFuzzer's entry: one input is the bytes of a smoke script, parsed as `nibsmoke` parses a
/// file. A script is either steps or every mistake at its line and column; nothing else.
@c(LLVMFuzzerTestOneInput)
public func fuzzSmokeScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? SmokeScript.parse(bytes, path: "fuzzed.smoke", folder: URL(fileURLWithPath: "/nonexistent"), name: "fuzzed")
    return 0
}
