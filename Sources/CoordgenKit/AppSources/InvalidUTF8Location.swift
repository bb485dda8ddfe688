/// Where bytes that should be UTF-8 text first are not: what a refusal names, so the user can find
/// the byte (a Latin-1 `é` pasted from elsewhere, a file saved in another encoding) and fix it.
struct InvalidUTF8Location: Equatable, CustomStringConvertible {
    /// The 0-based offset of the first byte that is not part of valid UTF-8.
    let byteOffset: Int
    /// The 1-based line that byte is on.
    let line: Int
    /// The byte itself.
    let byte: UInt8

    /// The first invalid byte of `bytes`, or nil when they are valid UTF-8.
    init?(in bytes: [UInt8]) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var lines = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { lines += 1 }
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                byteOffset = offset
                line = lines
                byte = bytes[offset]
                return
            }
        }
    }

    /// In words that follow "`path` is".
    var description: String {
        "not UTF-8 text (byte \(byteOffset), 0x\(String(byte, radix: 16, uppercase: true)), on line \(line))"
    }
}
