import NibKit
import ScreenExercise
import ScreenReading

/// libFuzzer's entry: one input is a compiled screen (`.nibc`). Its checksum is made right
/// first, or almost every mutation would stop there; then it is decoded, loaded, drawn and
/// used (`ScreenExercise`).
@c(LLVMFuzzerTestOneInput)
public func fuzzCompiledScreen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = CompiledScreen.resealed(Array(UnsafeBufferPointer(start: data, count: size)))
    MainActor.assumeIsolated {
        guard let document = try? CompiledScreen.decode(bytes, file: ScreenExercise.screenName + ".xib", vocabulary: .nibKit) else { return }
        ScreenExercise.run(document)
    }
    return 0
}
