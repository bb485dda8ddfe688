/// Keeps a value alive until the process exits: the command is over once it has printed, and freeing
/// an app's whole model (every summary, type and graph node, one object at a time) is work nobody
/// waits for — 35 M instructions of `doctor .` and 19 M of `tree .` on the large app of
/// `Benchmarks/LargeApp` (docs/PERFORMANCE.md, session 44). The memory goes back with the process.
enum KeptUntilExit {
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
