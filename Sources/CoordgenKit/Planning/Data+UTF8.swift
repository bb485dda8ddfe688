import Foundation

extension Data {
    /// The UTF-8 bytes of `text`, copied from its storage. `Data(text.utf8)` asks at run time whether
    /// the view is `ContiguousBytes` (a dynamic cast), which the first time in a process scans every
    /// protocol conformance of the binary: about 650,000 instructions (docs/PERFORMANCE.md, session 45).
    init(utf8Of text: String) {
        var text = text
        self = text.withUTF8 { Data(buffer: $0) }
    }
}
