import SwiftParser
import SwiftSyntax

/// A finish closure's type read as Swift reads it (`((ItemList?) -> Void)?`): the types of what it
/// passes, and the names those types are made of.
struct FinishClosureSignature: Sendable, Equatable {
    /// Each parameter's type as written (`ItemList?`).
    let parameters: [String]
    /// The type names the parameters use (`ItemList`), without the standard library's wrappers.
    let typeNames: [String]

    /// The signature of `closureType`, when it is a function type (optional or not).
    init?(_ closureType: String) {
        let tree = Parser.parse(source: "typealias FinishClosure = \(closureType)")
        guard !tree.hasError, let alias = tree.statements.first?.item.as(TypeAliasDeclSyntax.self) else { return nil }
        var type = alias.initializer.value
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else {
                break
            }
        }
        guard let function = type.as(FunctionTypeSyntax.self) else { return nil }
        parameters = function.parameters.map(\.type.trimmedDescription)
        typeNames = function.parameters.flatMap { parameter in
            SwiftDeclarationLookup.all(IdentifierTypeSyntax.self, in: parameter.type) { _ in true }.map(\.name.text)
        }
    }

    /// Whether every parameter is optional, so `nil` can be passed for each.
    var parametersAreOptional: Bool {
        parameters.allSatisfy { $0.hasSuffix("?") || $0.hasPrefix("Optional<") }
    }

    /// The names every module sees: the standard library's and Foundation's common types.
    static let standardTypeNames: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Character", "Void", "Any", "AnyObject", "Error", "Never", "Optional", "Array",
        "Dictionary", "Set", "Result", "Date", "URL", "Data", "UUID", "Decimal", "TimeInterval", "Int64", "Int32", "UInt", "CGFloat",
        "NSError",
    ]
}
