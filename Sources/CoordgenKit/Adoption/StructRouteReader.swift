import SwiftSyntax

/// Reads a route that is a struct wrapping an enum of screens (`struct Route: Hashable { let id =
/// UUID(); let destination: Destination }`): a `Hashable` struct of the app whose one stored property
/// without an initial value is a `Hashable` enum of the app, so that `Route(destination: .x)` makes one.
struct StructRouteReader {
    let index: DeclarationIndex

    /// The struct named `name` and the enum it wraps, or nil where `name` is no such struct.
    func read(_ name: String) -> (shape: StructRouteShape, enumName: String)? {
        guard let declared = index.type(named: name, kinds: [.struct]), declared.inherited.contains("Hashable") else { return nil }
        let explicitInitializers = (declared.members ?? []).contains { $0.decl.is(InitializerDeclSyntax.self) }
        guard !explicitInitializers else { return nil }
        // The stored properties the memberwise initialiser takes: those without an initial value.
        let taken = (declared.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            !variable.modifiers.contains { $0.name.text == "static" } && variable.bindings.allSatisfy { $0.accessorBlock == nil }
        }.flatMap(\.bindings).filter { $0.initializer == nil }
        guard taken.count == 1, let binding = taken.first,
            let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let annotation = binding.typeAnnotation
        else { return nil }
        let enumName = TypeText(syntax: annotation.type).baseName
        // An enum of the app's top level, which a new screen's case goes into as it does for enum routes.
        guard let wrapped = index.type(named: enumName, kinds: [.enum]), wrapped.inherited.contains("Hashable") else { return nil }
        return (StructRouteShape(type: name, property: property), enumName)
    }
}
