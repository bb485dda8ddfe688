/// A small seeded random number generator (SplitMix64), so a fuzz case is reproduced from its seed
/// alone on any machine and Swift version; the standard library's generator is neither seedable nor stable.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    // The helpers below use plain arithmetic rather than `Int.random(in:using:)`, whose algorithm the
    // standard library does not promise to keep, so a seed means the same file on every toolchain.

    /// A number in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// One of `options`, which must not be empty.
    mutating func pick<T>(_ options: [T]) -> T {
        options[below(options.count)]
    }
}
