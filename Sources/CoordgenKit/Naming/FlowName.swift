/// A validated, normalised name for a coordinator or a screen, and every spelling derived from it.
///
/// `FlowName(parsing: "sign-up")` gives `SignUp` as the type stem (`SignUpCoordinator`,
/// `SignUpViewController`), `signUp` as the `CoordinatorType` case and "Sign Up" as a screen title.
public struct FlowName: Equatable, Sendable, CustomStringConvertible {
    /// The upper-camel stem every type name is built from, e.g. `SignUp`.
    public let typeStem: String
    /// The lower-camel form used for the `CoordinatorType` case, e.g. `signUp` or `urlSession`.
    public let caseName: String
    /// What the user typed.
    public let original: String
    /// How the input was changed on the way to `typeStem`, for telling the user; empty when unchanged.
    public let normalisations: [String]

    /// The longest stem accepted: file names and type names built from it stay far below system limits.
    public static let maximumLength = 80

    /// Validates and normalises `input`.
    /// - Parameter droppingSuffix: a suffix such as `Coordinator` or `ViewController` that the user may
    ///   have typed out of habit; it is removed (once) and the removal reported.
    public init(parsing input: String, droppingSuffix suffix: String? = nil) throws(NameError) {
        original = input
        var notes: [String] = []
        var text = input
        if text.isEmpty || text.allSatisfy(\.isWhitespace) {
            throw .empty
        }
        if text != text.trimmingWhitespace() {
            text = text.trimmingWhitespace()
            notes.append("trimmed surrounding spaces")
        }
        if text.contains("/") || text.contains("\\") || text.contains("..") {
            throw .pathLike(input)
        }
        if let bad = text.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")) }) {
            throw .invalidCharacter(input, bad)
        }
        let words = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let firstWord = words.first else { throw .noLetters(input) }
        if firstWord.first?.isNumber == true {
            throw .leadingDigit(input)
        }
        var stem = words.map(\.capitalisingFirstLetter).joined()
        if words.count > 1 || text.contains("_") || text.contains("-") {
            notes.append("joined the words into \(stem)")
        } else if stem != text {
            notes.append("capitalised it to \(stem)")
        }
        if let suffix, stem.count > suffix.count, stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            notes.append("dropped the \(suffix) suffix, which coordgen adds itself")
        } else if let suffix, stem == suffix {
            throw .onlySuffix(input, suffix)
        }
        if stem.count > Self.maximumLength {
            throw .tooLong(input, Self.maximumLength)
        }
        let caseName = stem.lowerCamelCased
        if SwiftKeywords.unusableAsCase.contains(caseName) {
            throw .reservedWord(input, caseName)
        }
        // Coordinators and screens both get a `<Stem>ViewController`; a project name does not.
        if suffix != nil, UIKitTypeNames.viewControllers.contains(stem + "ViewController") {
            throw .shadowsUIKit(input, stem + "ViewController")
        }
        typeStem = stem
        self.caseName = caseName
        normalisations = notes
    }

    /// The case as written in Swift source: in backticks when it is a keyword (`` `default` ``).
    public var caseIdentifier: String { SwiftKeywords.escaped(caseName) }

    /// Words for people: `SignUp` → "Sign Up", `URLSession` → "URL Session".
    public var title: String { typeStem.splittingCamelCaseWords.joined(separator: " ") }

    /// One line for the user when the input was changed, such as
    /// `using SignUp for "sign-up" (joined the words into SignUp)`.
    public var normalisationNote: String? {
        normalisations.isEmpty ? nil : "using \(typeStem) for \"\(original)\" (\(normalisations.joined(separator: "; ")))"
    }

    public var description: String { typeStem }
}

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
