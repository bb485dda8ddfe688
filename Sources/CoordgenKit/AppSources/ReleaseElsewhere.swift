import Dispatch
import Foundation

/// Lets a command's model of the app go on another thread once the command no longer reads it: the
/// kept syntax trees, the summaries and the parsed files of a large app take a noticeable share of a
/// command's main thread to free (34 M instructions at the end of `init` in `Benchmarks/LargeApp`),
/// work nobody waits for. The value is handed over whole (``release(_:)`` consumes it), so the last
/// reference is dropped on the other thread; in a short-lived process that exits first, it is never
/// freed at all, as at any exit. Nothing is read from it there: only memory is returned.
enum ReleaseElsewhere {
    /// Drops `value` on another thread.
    static func release<Value>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }

    /// Holds the value until the other thread empties it, so the value's last reference is dropped
    /// there whichever thread lets the box itself go last.
    private final class Box<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        func empty() {
            lock.lock()
            let taken = value.take()
            lock.unlock()
            _ = consume taken
        }
    }
}
