import Foundation
import SwiftSyntax

/// The coordinators a SwiftUI parent holds (`let tabCoordinator = TabCoordinator()`, `@Published var
/// homeCoordinator: HomeCoordinator`), and theirs, that can present a new flow: what a refusal names
/// as the `--parent` that works where the parent's own view shows its flows as tabs or in a `switch`,
/// with no NavigationStack a modifier can follow.
enum PresentingDescendants {
    /// The nearest of `className`'s held coordinators (children first, then grandchildren) for which
    /// `canPresent` holds, by class name, in the order they are declared.
    static func find(
        of className: String, naming: NamingScheme, sources: inout ProjectSources,
        canPresent: (String, inout ProjectSources) throws -> Bool
    ) throws -> [String] {
        var seen: Set<String> = [className]
        var level = [className]
        for _ in 0..<2 {
            var next: [String] = []
            for parent in level {
                for child in try heldCoordinators(of: parent, naming: naming, sources: &sources) where seen.insert(child).inserted {
                    next.append(child)
                }
            }
            let presenting = try next.filter { try canPresent($0, &sources) }
            if !presenting.isEmpty { return presenting }
            level = next
        }
        return []
    }

    /// The coordinator classes `className` keeps in stored properties, typed or created in place.
    private static func heldCoordinators(of className: String, naming: NamingScheme, sources: inout ProjectSources) throws -> [String] {
        var held: [String] = []
        for file in sources.swiftFiles(containing: "class \(className)") {
            let parsed = try ParsedSwiftSource(sources.text(of: file))
            let classes = SwiftDeclarationLookup.all(ClassDeclSyntax.self, in: parsed.tree) { $0.name.text == className }
            for member in classes.flatMap(\.memberBlock.members) {
                guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first else { continue }
                let typed = binding.typeAnnotation.map { TypeText(syntax: $0.type).baseName }
                let created = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                    .as(DeclReferenceExprSyntax.self)?.baseName.text
                guard let type = typed ?? created, type != className, NamingScheme.match(naming.flowClass, type) != nil,
                    !held.contains(type)
                else { continue }
                held.append(type)
            }
        }
        return held
    }
}
