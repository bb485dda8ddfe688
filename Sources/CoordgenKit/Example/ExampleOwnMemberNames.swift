import SwiftSyntax

/// The members the copied types declare that are named after the example (`shelfViewController`,
/// `showShelf()`, `shelfDidClose()`): renamed with the flow (`zebraViewController`, `showZebra()`), as
/// its types are. A name stays where the copy must keep it: the app declares a member of that name
/// outside the copied types (a protocol's requirement, another type's member the copy calls, a
/// superclass's), or the member overrides one, or Objective-C or Interface Builder finds it by name.
enum ExampleOwnMemberNames {
    static func renamed(in types: [String: String], index: DeclarationIndex, swap: ExampleNameSwap) -> [String: String] {
        var own: Set<String> = []
        var elsewhere: Set<String> = []
        for declaration in index.declarations where !declaration.isLocal {
            let copied = types[declaration.name] != nil && !declaration.isNested && declaration.kind != .protocol
            for item in declaration.members ?? [] {
                let names = memberNames(of: item.decl)
                if copied && keepsNoName(item.decl) { own.formUnion(names) } else { elsewhere.formUnion(names) }
            }
        }
        var renamed: [String: String] = [:]
        for name in own.subtracting(elsewhere) where name != swap.old.caseName {
            if let new = swap.swapped(name) { renamed[name] = new }
        }
        return renamed
    }

    /// The names a method or property declaration declares.
    private static func memberNames(of decl: DeclSyntax) -> [String] {
        if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self).map { SourceEditNames.unescaped($0.identifier) } }
    }

    /// Whether nothing but the Swift code that calls it names the member: not an override, not found
    /// by Objective-C (`@objc`, `dynamic`) or Interface Builder (`@IBAction`, `@IBOutlet`).
    private static func keepsNoName(_ decl: DeclSyntax) -> Bool {
        let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
        if modifiers.contains(where: { [.keyword(.override), .keyword(.dynamic)].contains($0.name.tokenKind) }) { return false }
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
        let bound: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "NSManaged", "IBSegueAction"]
        return !attributes.contains { bound.contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "") }
    }
}
