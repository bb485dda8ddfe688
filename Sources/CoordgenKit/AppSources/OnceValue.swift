import Foundation

/// A value made once, by whoever asks first, and shared by every copy of its holder (an index never
/// changes, so what is found in it once stays true); a second asker meanwhile waits for it.
final class OnceValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?

    /// The value, made by `make` on the first call.
    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
