import Foundation

extension UnsafeRawBufferPointer {
    /// Whether the UTF-8 bytes of `needle` occur in these bytes.
    func containsBytes(of needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { offset(of: UnsafeRawBufferPointer($0), from: 0) != nil }
    }

    /// Where `pattern` first occurs at or after `start`. `memchr` finds each candidate first byte (it
    /// compares many bytes per instruction), `memcmp` the rest: a type name's first letter is rare
    /// enough in source text that this takes a fraction of the instructions of a byte-by-byte loop.
    func offset(of pattern: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = pattern.first else { return start }
        guard let base = baseAddress, count - start >= pattern.count else { return nil }
        let last = count - pattern.count
        var start = start
        while start <= last {
            guard let found = memchr(base + start, Int32(first), last - start + 1) else { return nil }
            start = base.distance(to: UnsafeRawPointer(found))
            if memcmp(base + start, pattern.baseAddress!, pattern.count) == 0 { return start }
            start += 1
        }
        return nil
    }
}
