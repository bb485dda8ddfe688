import SwiftParser
import SwiftSyntax

/// One requirement of `shape.otherRequirements` read as data: what it declares and under which name,
/// parsed from the line `.coordgen.yml` records (`@MainActor func start()`, `var firstPushedScreen:
/// UIViewController? { get }`), so code asks "does the protocol require a `start()` without arguments"
/// rather than comparing text.
struct RequirementSignature: Equatable {
    enum Kind: Equatable {
        /// A method, with its argument labels (`_` for none).
        case function(labels: [String])
        case property
        case initializer
        case subscriptAccess
        /// A line that is not one declaration (a typealias, an associated type, unreadable text).
        case other
    }

    let kind: Kind
    /// The declared name (`start`, `firstPushedScreen`); empty for initialisers, subscripts and others.
    let name: String
    /// What a method returns, as written (`AnyView` of `func start() -> AnyView`); nil where it returns
    /// nothing, and for anything but a method.
    var returnType: String?

    /// Reads `text` as the one declaration it spells: parsed once per process
    /// (``RequirementSignatureCache``), as the answer depends on the text alone and `new coordinator`
    /// asks for the same few requirements a dozen times.
    init(_ text: String) {
        self = RequirementSignatureCache.shared.signature(text)
    }

    /// Reads `text` as the one declaration it spells, parsing it now.
    init(parsing text: String) {
        let file = Parser.parse(source: text)
        guard file.statements.count == 1, let decl = file.statements.first?.item.as(DeclSyntax.self) else {
            (kind, name) = (.other, "")
            return
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            (kind, name) = (.function(labels: labels), SourceEditNames.unescaped(function.name))
            returnType = function.signature.returnClause.map(\.type.trimmedDescription).flatMap { ["Void", "()"].contains($0) ? nil : $0 }
        } else if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
        {
            (kind, name) = (.property, SourceEditNames.unescaped(pattern.identifier))
        } else if decl.is(InitializerDeclSyntax.self) {
            (kind, name) = (.initializer, "")
        } else if decl.is(SubscriptDeclSyntax.self) {
            (kind, name) = (.subscriptAccess, "")
        } else {
            (kind, name) = (.other, "")
        }
    }

    /// Whether it is a method named `name` (with any labels, or exactly `labels` when given).
    func isFunction(_ name: String, labels: [String]? = nil) -> Bool {
        guard case .function(let actual) = kind, self.name == name else { return false }
        return labels.map { $0 == actual } ?? true
    }

    /// Whether it is a property named `name`.
    func isProperty(_ name: String) -> Bool { kind == .property && self.name == name }
}

extension ProtocolShape {
    /// `otherRequirements`, read as declarations (each text parsed once per process: the conventions
    /// ask for them in every file they render).
    var requirementSignatures: [RequirementSignature] { otherRequirements.map(RequirementSignatureCache.shared.signature) }

    /// Whether the protocol requires coordgen's own `firstPushedScreen`, which tracks the first pushed
    /// screen so the owner of a stack can finish flows the user leaves with Back.
    var tracksFirstPushedScreen: Bool { requirementSignatures.contains { $0.isProperty("firstPushedScreen") } }
}
