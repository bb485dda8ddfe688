import SwiftSyntax

extension CoordinatorGraph {
    /// The children a coordinator holds in stored properties: any property whose initial value makes a
    /// coordinator (`let home = HomeCoordinator()`, `@Published var home = HomeCoordinator()`, a tab's
    /// coordinator), and, in SwiftUI, `@Published` properties typed by another coordinator (`@Published var
    /// profile: ProfileCoordinator?`), which its views present with `sheet(item:)` or
    /// `fullScreenCover(item:)`. A back-reference to a parent is never published, so it draws no edge;
    /// in an `@Observable` class, where it is not published either, it is weak, and `weak` skips it.
    static func publishedChildren(of type: AnalyzedType, coordinators: Set<String>) -> [Edge] {
        publishedChildren(
            of: type, holding: type.properties.flatMap { property, file in HeldProperty.all(in: property, file: file) },
            coordinators: coordinators)
    }

    /// The same from the type's property bindings, read from its trees or from its summaries.
    static func publishedChildren(of type: AnalyzedType, holding properties: [HeldProperty], coordinators: Set<String>) -> [Edge] {
        // In an `@Observable` class every stored property is observed: none needs `@Published`.
        let observable = type.primary?.attributes.contains("Observable") ?? false
        return properties.compactMap { property -> Edge? in
            // Any stored property whose value the coordinator makes is a child it holds (`let home =
            // HomeCoordinator()`); one only typed by a coordinator must be published or observed.
            let made = property.made
            guard property.published || (observable && !property.weak) || made != nil else { return nil }
            guard let child = made ?? property.held, coordinators.contains(child), child != type.name else { return nil }
            return Edge(
                parent: type.name, child: child,
                via: property.published ? "@Published" : observable ? "@Observable" : "property", location: property.location)
        }
    }
}
