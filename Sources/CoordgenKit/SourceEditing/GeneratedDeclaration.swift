/// A declaration `new coordinator` or `new screen` inserted into an existing file, as `remove` finds
/// it again: a method of a type, a case of an enum, or a clause of the switch in a type's function.
public enum GeneratedDeclaration: Sendable, Hashable, CustomStringConvertible {
    /// `func <function>` as a member of a type (or an extension of one) named in `types`, such as
    /// `openReservationCoordinator()` in `AppCoordinatorProtocol` and `AppCoordinator`.
    case method(String, inTypes: Set<String>)
    /// `case <caseName>` of the enum named `enumName` (`Owner.Enum` for the one nested in `Owner`),
    /// with any raw value or associated values.
    case enumCase(String, enumName: String)
    /// The clause of the switch in `typeName.function` (`view(for:)`) that handles exactly `.caseName`.
    case switchClause(String, typeName: String, function: String)

    public var description: String {
        switch self {
        case .method(let name, let types): "\(name)() from \(types.sorted().joined(separator: " and "))"
        case .enumCase(let name, let enumName): "case \(name) from \(enumName)"
        case .switchClause(let name, let typeName, let function): "case .\(name) from \(typeName).\(function)"
        }
    }
}
