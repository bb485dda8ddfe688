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
