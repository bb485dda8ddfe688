import Foundation

extension String {
    /// `replacingOccurrences(of: target, with: replacement)`, searched in the UTF-8 bytes when all three
    /// are ASCII, where a byte is a character and the search by bytes finds what Foundation finds.
    /// Foundation's goes through `NSString` on Linux (15,000 instructions a call): the render
    /// conventions spell a flow's names from the app's patterns (`{Name}Coordinator`) thousands of
    /// times in `xcode export`. Anything else is searched by Foundation, as before.
    func replacingLiteral(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, utf8.allSatisfy({ $0 < 0x80 }), target.utf8.allSatisfy({ $0 < 0x80 }),
            replacement.utf8.allSatisfy({ $0 < 0x80 })
        else { return replacingOccurrences(of: target, with: replacement) }
        let bytes = Array(utf8)
        let needle = Array(target.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == needle[0], index + needle.count <= bytes.count,
                bytes[index..<(index + needle.count)].elementsEqual(needle)
            {
                result.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `contains(target)`: where Foundation's search finds it, in the bytes of ASCII text.
    func containsLiteral(_ target: String) -> Bool {
        rangeAsFoundationFinds(target) != nil
    }
}
