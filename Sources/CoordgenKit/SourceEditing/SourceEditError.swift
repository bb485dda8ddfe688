/// Why a swift-syntax edit of an existing Swift file was refused; the file is never written in these cases.
public enum SourceEditError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file has a syntax error; `line` is 1-based when known.
    case unparsable(line: Int?, message: String)
    /// The file has unresolved merge-conflict markers.
    case mergeConflict(MergeConflictMarker)
    /// No declaration of that kind and name exists in the file (`kind` is e.g. "enum", "class").
    case typeNotFound(kind: String, name: String)
    /// Several declarations of that kind and name exist, so the target is ambiguous.
    case ambiguousType(kind: String, name: String, count: Int)
    /// The enum already declares the case, possibly inside an `#if` block.
    case duplicateCase(enumName: String, caseName: String)
    /// The type (or an extension of it in the same file) already declares a function with that name.
    case duplicateFunction(typeName: String, functionName: String)
    /// The requested name cannot be spelled as a Swift identifier.
    case invalidIdentifier(String)
    /// The enum uses explicit raw values of a type whose next value cannot be derived safely.
    case rawValueNeedsManualEdit(enumName: String, rawType: String)
    /// The raw value the new case would get is already used by another case.
    case rawValueConflict(enumName: String, rawValue: String)
    /// The declaration text given to insert is not what the operation expects.
    case invalidSnippet(String)
    /// The edited text failed re-verification; the original file was left untouched.
    case verificationFailed(String)
    /// The function that should map an enum's cases (such as `view(for:)`) has no single switch to add a case to.
    case switchNotFound(function: String, reason: String)

    public var description: String {
        switch self {
        case .unparsable(let line?, let message):
            return "the file does not parse: line \(line): \(message)"
        case .unparsable(nil, let message):
            return "the file does not parse: \(message)"
        case .mergeConflict(let marker):
            return marker.description
        case .typeNotFound(let kind, let name):
            return "no \(kind) named \(name) in this file"
        case .ambiguousType(let kind, let name, let count):
            return "\(count) declarations of \(kind) \(name) in this file; cannot tell which one to edit"
        case .duplicateCase(let enumName, let caseName):
            return "\(enumName) already has a case named \(caseName)"
        case .duplicateFunction(let typeName, let functionName):
            return "\(typeName) already has a function named \(functionName)"
        case .invalidIdentifier(let name):
            return "'\(name)' is not a valid Swift identifier"
        case .rawValueNeedsManualEdit(let enumName, let rawType):
            return "\(enumName) uses explicit \(rawType) raw values; add the case by hand"
        case .rawValueConflict(let enumName, let rawValue):
            return "\(enumName) already uses the raw value \(rawValue)"
        case .invalidSnippet(let reason):
            return "the code to insert is invalid: \(reason)"
        case .verificationFailed(let reason):
            return "the edit did not verify (\(reason)); the file was left untouched"
        case .switchNotFound(let function, let reason):
            return "cannot add a case to the switch in \(function): \(reason)"
        }
    }
}
