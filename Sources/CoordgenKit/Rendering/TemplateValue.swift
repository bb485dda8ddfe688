/// A value a template reads, typed: what `RenderContext.values` holds (strings, flags, lists of
/// strings, numbers), so rendering asks no dynamic question of it.
///
/// Stencil resolves a value through casts to its own protocols (`Resolvable`, `Normalizable`,
/// `[Any]`, `Number`…); the first such cast of each type makes the Swift runtime scan every protocol
/// conformance of the binary. `TypedTemplate` renders from these instead, with Stencil's meaning.
enum TemplateValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case list([String])

    /// The value of a render context entry, or nil for a type only Stencil knows how to read (the
    /// caller then renders with Stencil). Casts to concrete types only: they compare type metadata and
    /// scan nothing.
    init?(_ value: any Sendable) {
        if let string = value as? String {
            self = .string(string)
        } else if let bool = value as? Bool {
            self = .bool(bool)
        } else if let strings = value as? [String] {
            self = .list(strings)
        } else if let int = value as? Int {
            self = .int(int)
        } else {
            return nil
        }
    }

    /// Whether `{% if value %}` takes its branch, as Stencil decides: a non-empty string or list, true,
    /// a number above zero.
    var isTruthy: Bool {
        switch self {
        case .string(let string): !string.isEmpty
        case .bool(let bool): bool
        case .int(let int): int > 0
        case .list(let list): !list.isEmpty
        }
    }

    /// What `{{ value }}` writes, as Stencil writes it; nil for a list, whose text only Stencil makes.
    var text: String? {
        switch self {
        case .string(let string): string
        case .bool(let bool): bool ? "true" : "false"
        case .int(let int): String(int)
        case .list: nil
        }
    }

    /// Whether `lhs == rhs` holds in an `if`, as Stencil compares: numbers as numbers, strings as
    /// strings, flags as flags, two missing values as equal, anything else as different.
    static func stencilEquals(_ lhs: TemplateValue?, _ rhs: TemplateValue?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (.int(let a), .int(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
    }
}
