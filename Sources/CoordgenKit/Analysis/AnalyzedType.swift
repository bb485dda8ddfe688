import SwiftSyntax

/// A type with all its declarations and extensions merged.
struct AnalyzedType: Sendable {
    let name: String
    /// The main declaration (nil when the app only extends a type declared elsewhere, e.g. in UIKit).
    var primary: TypeDeclaration?
    var extensions: [TypeDeclaration] = []

    var kind: TypeDeclaration.Kind { primary?.kind ?? .extension }
    /// Every declaration of the type, main one first.
    var declarations: [TypeDeclaration] { (primary.map { [$0] } ?? []) + extensions }
    /// Conformances and superclass from the declaration and all extensions.
    var inherited: [String] { declarations.flatMap(\.inherited) }
    /// Conformances written on the main declaration: the ones that infer global-actor isolation.
    var primaryInherited: [String] { primary?.inherited ?? [] }

    /// Every member declaration, from the main declaration and every extension, with its file.
    var members: [(decl: DeclSyntax, fileIndex: Int)] {
        declarations.flatMap { declaration in declaration.members.members.map { ($0.decl, declaration.fileIndex) } }
    }

    /// The functions declared on the type or its extensions.
    var functions: [(decl: FunctionDeclSyntax, fileIndex: Int)] {
        members.compactMap { member in member.decl.as(FunctionDeclSyntax.self).map { ($0, member.fileIndex) } }
    }

    /// The stored and computed properties declared on the type or its extensions.
    var properties: [(decl: VariableDeclSyntax, fileIndex: Int)] {
        members.compactMap { member in member.decl.as(VariableDeclSyntax.self).map { ($0, member.fileIndex) } }
    }
}
