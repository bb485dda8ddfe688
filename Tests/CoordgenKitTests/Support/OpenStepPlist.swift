import Foundation

/// A reader for Xcode's old-style ("OpenStep") property lists such as `project.pbxproj`, written for the
/// tests so they can check generated projects without Xcode: dictionaries `{ k = v; }`, arrays
/// `( a, b, )`, quoted and bare strings, and `/* */` and `//` comments.
indirect enum OpenStepValue: Equatable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [OpenStepValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: [String: OpenStepValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    subscript(key: String) -> OpenStepValue? {
        dictionary?[key]
    }

    /// Every string anywhere inside this value, keys included.
    var allStrings: [String] {
        switch self {
        case .string(let value): return [value]
        case .array(let items): return items.flatMap(\.allStrings)
        case .dictionary(let fields): return fields.flatMap { [$0.key] + $0.value.allStrings }
        }
    }
}

struct OpenStepParseError: Error, CustomStringConvertible {
    let message: String
    let offset: Int
    var description: String { "\(message) at byte \(offset)" }
}

struct OpenStepParser {
    private let bytes: [UInt8]
    private var index = 0

    static func parse(_ text: String) throws -> OpenStepValue {
        var parser = OpenStepParser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipTrivia()
        guard parser.index == parser.bytes.count else { throw parser.error("text after the root value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ message: String) -> OpenStepParseError {
        OpenStepParseError(message: message, offset: index)
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Character) throws {
        skipTrivia()
        guard index < bytes.count, bytes[index] == character.asciiValue! else { throw error("expected '\(character)'") }
        index += 1
    }

    private mutating func peek() -> UInt8? {
        skipTrivia()
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func value() throws -> OpenStepValue {
        switch peek() {
        case UInt8(ascii: "{"):
            index += 1
            var fields: [String: OpenStepValue] = [:]
            while peek() != UInt8(ascii: "}") {
                guard case .string(let key) = try value() else { throw error("dictionary key must be a string") }
                try expect("=")
                guard fields[key] == nil else { throw error("duplicate key \(key)") }
                fields[key] = try value()
                try expect(";")
            }
            index += 1
            return .dictionary(fields)
        case UInt8(ascii: "("):
            index += 1
            var items: [OpenStepValue] = []
            while peek() != UInt8(ascii: ")") {
                items.append(try value())
                if peek() == UInt8(ascii: ",") { index += 1 } else { break }
            }
            try expect(")")
            return .array(items)
        case UInt8(ascii: "\""):
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "t"): text.append(0x09)
                    default: text.append(bytes[index])
                    }
                } else {
                    text.append(bytes[index])
                }
                index += 1
            }
            try expect("\"")
            return .string(String(decoding: text, as: UTF8.self))
        case .some(let byte) where Self.isBare(byte):
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            throw error("expected a value")
        }
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || "_$./-:".utf8.contains(byte)
    }
}
