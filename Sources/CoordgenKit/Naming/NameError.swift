/// Why a name was refused. Each description is one line that says what to type instead.
public enum NameError: Error, Equatable, CustomStringConvertible {
    case empty
    case pathLike(String)
    case invalidCharacter(String, Character)
    case noLetters(String)
    case leadingDigit(String)
    case onlySuffix(String, String)
    case tooLong(String, Int)
    case reservedWord(String, String)
    case shadowsUIKit(String, String)
    case shadowsSwiftUI(String, String)

    public var description: String {
        // What the user typed is echoed escaped, so a line break or an invisible character in it cannot
        // split the message or hide what is wrong.
        let name = Self.printable(typedName)
        switch self {
        case .empty:
            return "the name is empty: give a name such as Reservation"
        case .pathLike:
            return "\"\(name)\" looks like a path: give a plain name such as Reservation; use the paths in .coordgen.yml to choose folders"
        case .invalidCharacter(_, let character):
            return
                "\"\(name)\" contains \"\(Self.printable(String(character)))\", which cannot be part of a Swift type name: use ASCII letters, digits, '_' or '-'"
        case .noLetters:
            return "\"\(name)\" has no letters: give a name such as Reservation"
        case .leadingDigit:
            return "\"\(name)\" starts with a digit, and Swift names cannot: try a name that starts with a letter"
        case .onlySuffix(_, let suffix):
            return "\"\(name)\" is only the \(suffix) suffix: give the flow's own name, such as Reservation"
        case .tooLong(_, let limit):
            return "\"\(name.prefix(24))…\" is longer than \(limit) characters: choose a shorter name"
        case .reservedWord(_, let caseName):
            return "\"\(name)\" would make the case .\(caseName), which Swift reserves: choose another name"
        case .shadowsUIKit(_, let typeName):
            return "\"\(name)\" would make \(typeName), which is UIKit's own class: choose another name"
        case .shadowsSwiftUI(_, let typeName):
            return "\"\(name)\" would make \(typeName), which is SwiftUI's own view: choose another name"
        }
    }

    /// The name as the user typed it.
    private var typedName: String {
        switch self {
        case .empty: return ""
        case .pathLike(let name), .invalidCharacter(let name, _), .noLetters(let name), .leadingDigit(let name),
            .onlySuffix(let name, _), .tooLong(let name, _), .reservedWord(let name, _), .shadowsUIKit(let name, _),
            .shadowsSwiftUI(let name, _):
            return name
        }
    }

    /// `text` with control and invisible characters written as escapes (`\n`, `\u{200B}`).
    static func printable<S: StringProtocol>(_ text: S) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                return scalar.escaped(asASCII: true)
            default:
                return String(scalar)
            }
        }.joined()
    }
}
