/// Object ids: 24 hex digits derived from a stable description of the object, so the same command
/// always writes the same project (golden-testable, and diff-friendly for teams). The model holds ids
/// as the strings the file has; this only makes new ones.
enum PBXObjectID {
    /// The id of the object that `key` names uniquely within one project, e.g. "Hotel:target:app".
    static func derived(from key: String) -> String {
        // Two 64-bit FNV-1a hashes with different offsets give 96 well-mixed bits; ids only need to be
        // unique within one project, which `PBXWriter` checks and `PBXProjectEditor` ensures.
        let high = fnv1a(key, offset: 0xcbf2_9ce4_8422_2325)
        let low = fnv1a(key, offset: 0x84222325_cbf29ce4)
        return (hex(high, digits: 16) + hex(low, digits: 8)).uppercased()
    }

    private static func fnv1a(_ text: String, offset: UInt64) -> UInt64 {
        var hash = offset
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - text.count)) + text
        return String(padded.suffix(digits))
    }
}
