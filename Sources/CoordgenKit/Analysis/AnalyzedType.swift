import SwiftSyntax

/// A type with all its declarations and extensions merged.
struct AnalyzedType: Sendable {
    let name: String
    /// The main declaration (nil when the app only extends a type declared elsewhere, e.g. in UIKit).
    var primary: TypeDeclaration?
    var extensions: [TypeDeclaration] = []

    var kind: TypeDeclaration.Kind { primary?.kind ?? .extension }

    /// The app's types by qualified name, each with its first declaration as the primary one and every
    /// other (extensions, repeated declarations) as its extensions; typealiases left out.
    static func merging(_ declarations: [TypeDeclaration]) -> [String: AnalyzedType] {
        var types: [String: AnalyzedType] = [:]
        for declaration in declarations where declaration.kind != .typealias {
            let key = declaration.qualifiedName
            var type = types[key] ?? AnalyzedType(name: key)
            if declaration.kind == .extension || type.primary != nil {
                type.extensions.append(declaration)
            } else {
                type.primary = declaration
            }
            types[key] = type
        }
        return types
    }
    /// Every declaration of the type, main one first.
    var declarations: [TypeDeclaration] { (primary.map { [$0] } ?? []) + extensions }
    /// Conformances and superclass from the declaration and all extensions, by their last name.
    var inherited: [String] { declarations.flatMap(\.inheritedNames) }
    /// Conformances written on the main declaration: the ones that infer global-actor isolation.
    var primaryInherited: [String] { primary?.inheritedNames ?? [] }

    /// `body`'s result, the trees of the type's files held while it runs (``SourceFile/holdTree()``):
    /// a reader that comes back to the members several times parses a released file once, not at
    /// each visit, and lets it go afterwards when the ``TreeBudget`` is exceeded.
    func holdingTrees<Result>(_ body: () -> Result) -> Result {
        let files = declarations.map(\.file)
        for file in files { file.holdTree() }
        defer { for file in files { file.letGoOfTree() } }
        return body()
    }

    /// Parses the type's files again where their trees were released, for a reader to come (each
    /// kept while held, ``holdingTrees(_:)``).
    func parseHeldTrees() {
        for declaration in declarations { _ = declaration.file.tree }
    }

    /// Every member declaration, from the main declaration and every extension, with its file.
    var members: [(decl: DeclSyntax, file: SourceFile)] {
        declarations.flatMap { declaration in (declaration.members.map(Array.init) ?? []).map { ($0.decl, declaration.file) } }
    }

    /// The members of the declarations whose file mentions one of `words` (``SourceFile/mentions(anyOf:)``),
    /// with their file. For a reader that looks for calls, properties or names among `words`: it finds
    /// nothing in the other files, and skipping them spares parsing their released trees again.
    func members(inFilesMentioning words: Set<String>) -> [(decl: DeclSyntax, file: SourceFile)] {
        declarations.filter { $0.file.mentions(anyOf: words) }.flatMap { declaration in
            (declaration.members.map(Array.init) ?? []).map { ($0.decl, declaration.file) }
        }
    }

    /// The members of the declarations `picks` chooses by their summary (``TypeDeclaration``), with
    /// their file: a declaration left out is never parsed again.
    func members(ofDeclarations picks: (TypeDeclaration) -> Bool) -> [(decl: DeclSyntax, file: SourceFile)] {
        declarations.filter(picks).flatMap { declaration in
            (declaration.members.map(Array.init) ?? []).map { ($0.decl, declaration.file) }
        }
    }

    /// The functions among ``members(inFilesMentioning:)``.
    func functions(inFilesMentioning words: Set<String>) -> [(decl: FunctionDeclSyntax, file: SourceFile)] {
        members(inFilesMentioning: words).compactMap { member in member.decl.as(FunctionDeclSyntax.self).map { ($0, member.file) } }
    }

    /// The properties among ``members(inFilesMentioning:)``.
    func properties(inFilesMentioning words: Set<String>) -> [(decl: VariableDeclSyntax, file: SourceFile)] {
        members(inFilesMentioning: words).compactMap { member in member.decl.as(VariableDeclSyntax.self).map { ($0, member.file) } }
    }

    /// The functions declared on the type or its extensions.
    var functions: [(decl: FunctionDeclSyntax, file: SourceFile)] {
        members.compactMap { member in member.decl.as(FunctionDeclSyntax.self).map { ($0, member.file) } }
    }

    /// The stored and computed properties declared on the type or its extensions.
    var properties: [(decl: VariableDeclSyntax, file: SourceFile)] {
        members.compactMap { member in member.decl.as(VariableDeclSyntax.self).map { ($0, member.file) } }
    }
}
