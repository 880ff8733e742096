import NibKit
import ScreenExercise
import ScreenReading

/// libFuzzer's entry: one input is the bytes of a screen file, read as XML, then loaded, drawn
/// and used (`ScreenExercise`).
@c(LLVMFuzzerTestOneInput)
public func fuzzXMLScreen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        guard let document = try? ScreenReader.read(bytes, file: ScreenExercise.screenName + ".xib", vocabulary: .nibKit) else { return }
        ScreenExercise.run(document)
    }
    return 0
}
