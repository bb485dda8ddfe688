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

    /// Where `pattern` first occurs at or after `start` with ASCII letters compared regardless of
    /// case: `memchr` finds each candidate first byte in either case, `strncasecmp` compares the rest.
    func offsetIgnoringASCIICase(of pattern: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = pattern.first else { return start }
        let lower = Self.lowercased(first)
        let upper = Self.uppercased(first)
        guard lower != upper else { return offset(of: pattern, from: start) }
        guard let base = baseAddress, count - start >= pattern.count else { return nil }
        let last = count - pattern.count
        // The next candidate of each spelling of the first byte, found once each.
        func next(_ byte: UInt8, from position: Int) -> Int? {
            guard position <= last else { return nil }
            return memchr(base + position, Int32(byte), last - position + 1).map { base.distance(to: UnsafeRawPointer($0)) }
        }
        var nextLower = next(lower, from: start)
        var nextUpper = next(upper, from: start)
        while let found = [nextLower, nextUpper].compactMap({ $0 }).min() {
            let compared = strncasecmp(
                base.assumingMemoryBound(to: CChar.self) + found, pattern.baseAddress!.assumingMemoryBound(to: CChar.self),
                pattern.count)
            if compared == 0 { return found }
            if found == nextLower { nextLower = next(lower, from: found + 1) } else { nextUpper = next(upper, from: found + 1) }
        }
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
    }
}
