import SwiftSyntax

extension WindowProperty {
    /// The window a parent reaches through a dependency it stores rather than holding it itself
    /// (`private let appContext: AppContext`, whose class declares `let window: UIWindow`): the property
    /// path (`appContext.window`), optional where the window is. Nil where no stored, non-optional
    /// property of `className` is typed by a class or struct of the app holding a `UIWindow` it can read.
    static func throughDependency(ofClass className: String, index: DeclarationIndex) -> WindowProperty? {
        guard let declared = index.type(named: className, kinds: [.class]) else { return nil }
        for (name, type) in storedProperties(of: declared) where !type.isOptional {
            guard let dependency = index.type(named: type.baseName, kinds: [.class, .struct]),
                let window = storedProperties(of: dependency, readableOutside: true).first(where: { $0.type.baseName == "UIWindow" })
            else { continue }
            return WindowProperty(name: "\(name).\(window.name)", optional: window.type.isOptional)
        }
        return nil
    }

    /// The instance properties `type` declares with a type annotation, in order; with `readableOutside`,
    /// only those another type can read (not private).
    private static func storedProperties(of type: TypeDeclaration, readableOutside: Bool = false) -> [(name: String, type: TypeText)] {
        (type.members ?? []).flatMap { member -> [(name: String, type: TypeText)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                !(readableOutside && variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }))
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation
                else { return nil }
                return (name, TypeText(syntax: annotation.type))
            }
        }
    }
}
