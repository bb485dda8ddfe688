import SwiftSyntax

/// A type declared in the app's sources: a class, struct, enum, actor, protocol or typealias.
public struct DeclaredType: Sendable {
    /// What kind of declaration it is.
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `actor`, `protocol`, `typealias`
    }

    public let kind: Kind
    /// The simple name (`Inner`).
    public let name: String
    /// The name with its enclosing types (`Outer.Inner`).
    public let qualifiedName: String
    /// Where it is declared.
    public let reference: SourceReference
    /// The types it inherits from or conforms to, as written (`Coordinator`, `AnyObject`).
    public let inherited: [String]
    /// Its attributes' names (`MainActor`).
    public let attributes: [String]
    /// Whether it is nested in another type.
    public var isNested: Bool { qualifiedName != name }
    /// The declaration's members, when it has a body.
    let members: MemberBlockItemListSyntax?
    /// The file it is declared in.
    let file: ScannedSwiftFile
}

/// An extension in the app's sources.
struct DeclaredExtension: Sendable {
    let extendedType: String
    let inherited: [String]
    let members: MemberBlockItemListSyntax
    let file: ScannedSwiftFile
    let reference: SourceReference
}

extension InheritanceClauseSyntax? {
    /// The inherited type names as written, without `any`.
    var typeNames: [String] {
        guard let self else { return [] }
        return self.inheritedTypes.map { $0.type.trimmedDescription.removingAnyPrefix }
    }
}

extension AttributeListSyntax {
    /// The names of the attributes, without `@` or arguments.
    var names: [String] {
        compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }
}

extension String {
    /// The type without a leading `any ` or `some `.
    var removingAnyPrefix: String {
        for prefix in ["any ", "some "] where hasPrefix(prefix) {
            return String(dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        return self
    }
}
