import Dispatch
import Foundation
import Testing

/// Runs `work` on a thread of its own and waits for it at most `limit`, for tests of work that
/// must stay linear in its input. Swift Testing's `.timeLimit` cannot stop synchronous work, so
/// such a test would hang the run, not fail, if the work became quadratic or exponential again;
/// this one records an issue naming `input` once the limit passes and returns nil. The thread
/// left behind runs on until it finishes or the process ends.
///
/// Only nonisolated work can move to another thread: work on the main actor cannot.
///
///     let lines = finishes(within: .seconds(10), input: "100,000 attributes") { parse(crowded) }
nonisolated public func finishes<Value: Sendable>(
    within limit: Duration = .seconds(10), input: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ work: @escaping @Sendable () -> Value
) -> Value? {
    let outcome = Outcome<Value>()
    let done = DispatchSemaphore(value: 0)
    Thread {
        outcome.value = work()
        done.signal()
    }.start()
    let nanoseconds = limit.components.seconds * 1_000_000_000 + limit.components.attoseconds / 1_000_000_000
    guard done.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success else {
        Issue.record("\(input): not done within \(limit); the work is no longer linear in its input", sourceLocation: sourceLocation)
        return nil
    }
    return outcome.value
}

/// The work's value: written by its thread before it signals, read only once the wait has seen
/// the signal.
nonisolated private final class Outcome<Value>: @unchecked Sendable {
    var value: Value?
}
