import SwiftSyntax

extension CoordinatorGraph {
    /// SwiftUI: the children a coordinator holds in `@Published` properties typed by another coordinator
    /// (`@Published var profile: ProfileCoordinator?`), which its views present with `sheet(item:)` or
    /// `fullScreenCover(item:)`. A back-reference to a parent is never published, so it draws no edge;
    /// in an `@Observable` class, where it is not published either, it is weak, and `weak` skips it.
    static func publishedChildren(of type: AnalyzedType, coordinators: Set<String>) -> [Edge] {
        // In an `@Observable` class every stored property is observed: none needs `@Published`.
        let observable = type.primary?.attributes.contains("Observable") ?? false
        return type.properties.flatMap { property, file -> [Edge] in
            let published = property.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" }
            let weak = property.modifiers.contains { $0.name.text == "weak" }
            guard published || (observable && !weak) else { return [] }
            return property.bindings.compactMap { binding -> Edge? in
                guard let annotation = binding.typeAnnotation, let child = SyntaxNames.typeName(annotation.type),
                    coordinators.contains(child), child != type.name
                else { return nil }
                return Edge(
                    parent: type.name, child: child, via: published ? "@Published" : "@Observable",
                    location: Location(file: file.path, line: file.line(of: binding)))
            }
        }
    }
}
