import Foundation

extension String {
    /// Whether `needle` occurs in the text, comparing UTF-8 bytes.
    ///
    /// Foundation's `contains(_:)` converts both strings to UTF-16 `NSString`s on Linux, which made
    /// scanning every file of a large project for a type name slow.
    func containsUTF8(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { UnsafeRawBufferPointer($0).containsBytes(of: needle) }
    }
}
