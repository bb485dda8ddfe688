import SwiftSyntax

extension CoordinatorGraph {
    /// The children a coordinator holds in stored properties: any property whose initial value makes a
    /// coordinator (`let home = HomeCoordinator()`, `@Published var home = HomeCoordinator()`, a tab's
    /// coordinator), and, in SwiftUI, `@Published` properties typed by another coordinator (`@Published var
    /// profile: ProfileCoordinator?`), which its views present with `sheet(item:)` or
    /// `fullScreenCover(item:)`. A back-reference to a parent is never published, so it draws no edge;
    /// in an `@Observable` class, where it is not published either, it is weak, and `weak` skips it.
    static func publishedChildren(of type: AnalyzedType, coordinators: Set<String>) -> [Edge] {
        // In an `@Observable` class every stored property is observed: none needs `@Published`.
        let observable = type.primary?.attributes.contains("Observable") ?? false
        return type.properties.flatMap { property, file -> [Edge] in
            let published = property.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" }
            let weak = property.modifiers.contains { $0.name.text == "weak" }
            return property.bindings.compactMap { binding -> Edge? in
                // Any stored property whose value the coordinator makes is a child it holds (`let home =
                // HomeCoordinator()`); one only typed by a coordinator must be published or observed.
                let made = binding.initializer.flatMap { madeType($0.value) }
                guard published || (observable && !weak) || made != nil else { return nil }
                guard let child = made ?? heldType(binding), coordinators.contains(child), child != type.name else { return nil }
                return Edge(
                    parent: type.name, child: child, via: published ? "@Published" : observable ? "@Observable" : "property",
                    location: Location(file: file.path, line: file.line(of: binding)))
            }
        }
    }

    /// The type a property is declared with.
    private static func heldType(_ binding: PatternBindingSyntax) -> String? {
        binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) }
    }

    /// The type an initial value makes: `HomeCoordinator()`, `HomeCoordinator.init()`.
    private static func madeType(_ value: ExprSyntax) -> String? {
        value.as(FunctionCallExprSyntax.self).flatMap(SyntaxNames.constructedTypeName)
    }
}
