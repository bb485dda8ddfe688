import Foundation

/// Why a property list could not be written.
public enum PropertyListError: Error, Equatable, CustomStringConvertible {
    /// A dictionary repeats `key`; `path` is the key path of the repeated entry (e.g. `A[0].B`).
    case duplicateKey(key: String, path: String)
    /// A string or key at `path` holds `character`, which XML 1.0 cannot carry (NUL, most
    /// C0 controls, U+FFFE, U+FFFF), so no reader would get the value back.
    case invalidCharacter(Unicode.Scalar, path: String)
    /// libxml2 did not produce a document, or produced one in a layout this writer does not expect.
    case serializationFailed(String)

    /// A one-line explanation that names the offending key path.
    public var description: String {
        switch self {
        case .duplicateKey(let key, let path):
            return "duplicate key \"\(key)\" at \(path): a plist dictionary cannot repeat a key"
        case .invalidCharacter(let character, let path):
            let code = String(character.value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            return "character U+\(padded) at \(Self.describe(path)) cannot be written in an XML plist"
        case .serializationFailed(let reason):
            return "could not write the property list: \(reason)"
        }
    }

    private static func describe(_ path: String) -> String {
        path.isEmpty ? "the root value" : path
    }
}
