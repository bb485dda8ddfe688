import SwiftSyntax

extension CoordinatorGraph {
    /// SwiftUI: the children a coordinator holds in `@Published` properties typed by another coordinator
    /// (`@Published var profile: ProfileCoordinator?`), which its views present with `sheet(item:)` or
    /// `fullScreenCover(item:)`. A back-reference to a parent is never published, so it draws no edge.
    static func publishedChildren(of type: AnalyzedType, coordinators: Set<String>) -> [Edge] {
        type.properties.flatMap { property, file -> [Edge] in
            guard property.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" })
            else { return [] }
            return property.bindings.compactMap { binding -> Edge? in
                guard let annotation = binding.typeAnnotation, let child = SyntaxNames.typeName(annotation.type),
                    coordinators.contains(child), child != type.name
                else { return nil }
                return Edge(
                    parent: type.name, child: child, via: "@Published",
                    location: Location(file: file.path, line: file.line(of: binding)))
            }
        }
    }
}
