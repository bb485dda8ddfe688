import Foundation

/// Holds off Ctrl-C (`SIGINT`), `SIGTERM` and `SIGHUP` (a closed terminal) while a change is being
/// made or recovered, so an interruption never lands between two moves: the change is finished (or
/// undone, if it failed), then the process says so on stderr and ends by the same signal, with the
/// project whole and the lock released (the kernel drops it with the process). `SIGKILL` and a power
/// loss cannot be held off; the journal covers those.
enum InterruptionGuard {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The signal received while held, or 0. Written by the handler, so a plain word.
    nonisolated(unsafe) private static var received: sig_atomic_t = 0
    nonisolated(unsafe) private static var depth = 0
    /// `signal()`'s handler type, spelled out: glibc calls it `sighandler_t`, Darwin `sig_t`.
    private typealias SignalHandler = @convention(c) (Int32) -> Void
    /// The handler each of `signals` had before, at the same position (an array, not a dictionary keyed
    /// by `Int32`: its first use made the runtime scan the binary's conformances; docs/PERFORMANCE.md, session 48).
    nonisolated(unsafe) private static var previous: [SignalHandler?] = []
    private static let lock = NSLock()

    /// Runs `body` with the signals held, then acts on a signal that arrived meanwhile.
    static func holdingSignals<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        begin()
        var succeeded = false
        defer { end(succeeded: succeeded) }
        let result = try body()
        succeeded = true
        return result
    }

    private static func begin() {
        lock.lock()
        defer { lock.unlock() }
        depth += 1
        guard depth == 1 else { return }
        received = 0
        previous = signals.map { signal in Foundation.signal(signal) { number in InterruptionGuard.received = number } }
    }

    private static func end(succeeded: Bool) {
        lock.lock()
        depth -= 1
        guard depth == 0 else {
            lock.unlock()
            return
        }
        for (signal, handler) in zip(signals, previous) {
            _ = Foundation.signal(signal, handler ?? SIG_DFL)
        }
        previous.removeAll()
        let number = received
        received = 0
        lock.unlock()
        guard number != 0 else { return }
        let outcome = succeeded ? "finished first" : "undone first"
        FileHandle.standardError.write(
            Data("coordgen: interrupted; the change to the project was \(outcome), so no file is half-changed\n".utf8))
        _ = Foundation.signal(number, SIG_DFL)
        raise(number)
    }
}
