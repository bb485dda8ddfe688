/// Why a generator refused to plan.
public enum GeneratorError: Error, Equatable, CustomStringConvertible {
    case invalidBundleIdentifier(String)
    case coordinatorTypeNotFound(enumName: String, configured: String)
    case unreadableSource(String)
    case typeNotFound(name: String, hint: String)
    case sourceEdit(file: String, reason: String)
    case selfParent(String)
    case invalidDeploymentTarget(String, Int)
    /// The app's shape or the request asks for code coordgen cannot write; the reason is the message.
    case cannotGenerate(String)
    /// Each clash, e.g. "class SearchCoordinator is already declared at App/Old/Search.swift:3".
    case typeAlreadyDeclared([String])
    case typeDiffersOnlyInCase([String])

    public var description: String {
        switch self {
        case .invalidBundleIdentifier(let id):
            return "\"\(id)\" is not a bundle identifier: use reverse-DNS letters, digits and hyphens, such as com.example.hotel"
        case .coordinatorTypeNotFound(let enumName, let configured):
            return
                "no enum \(enumName) found: \(configured) does not exist and no Swift file in the project declares it; set paths.coordinatorType in \(Project.configFileName)"
        case .unreadableSource(let path):
            return "cannot read \(path) as UTF-8 text"
        case .typeNotFound(let name, let hint):
            return "no \(name) in this project\(hint.isEmpty ? "" : ": \(hint)")"
        case .sourceEdit(let file, let reason):
            return "cannot edit \(file): \(reason); nothing was written"
        case .selfParent(let name):
            return "\(name)Coordinator cannot be its own parent"
        case .cannotGenerate(let reason):
            return reason
        case .invalidDeploymentTarget(let text, let minimum):
            return
                "\"\(text)\" is not an iOS version coordgen can target: give one such as 16.0 (at least \(minimum).0, which the generated screens need)"
        case .typeAlreadyDeclared(let clashes):
            let existing = clashes.count == 1 ? "that type" : "those types"
            return "\(clashes.joined(separator: "; ")); a second one would not compile: choose another name, or rename \(existing) first"
        case .typeDiffersOnlyInCase(let clashes):
            return
                "\(clashes.joined(separator: "; ")); on a case-insensitive disk (macOS's default) their files would be one file: choose another name"
        }
    }
}
