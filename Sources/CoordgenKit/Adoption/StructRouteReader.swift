import SwiftSyntax

/// Reads a route that is a struct wrapping an enum of screens: a `Hashable` struct of the app with one
/// stored property typed by a `Hashable` enum of the app, made with that enum alone — through the
/// memberwise initialiser where the other stored properties have initial values (`struct Route:
/// Hashable { let id = UUID(); let destination: Destination }`, `Route(destination: .x)`), or through
/// an initialiser of its own taking only the enum (`init(_ destination: Destination)`, `Route(.x)`).
struct StructRouteReader {
    let index: DeclarationIndex

    /// The struct named `name` and the enum it wraps, or nil where `name` is no such struct.
    func read(_ name: String) -> (shape: StructRouteShape, enumName: String)? {
        guard let declared = index.type(named: name, kinds: [.struct]), declared.inherited.contains("Hashable") else { return nil }
        let members = (declared.members ?? []).map(\.decl)
        let stored = members.compactMap { $0.as(VariableDeclSyntax.self) }.filter { variable in
            !variable.modifiers.contains { $0.name.text == "static" } && variable.bindings.allSatisfy { $0.accessorBlock == nil }
        }.flatMap(\.bindings)
        // The stored property typed by a `Hashable` enum of the app's top level (where a new screen's
        // case goes, as it does for enum routes).
        let wrapping = stored.compactMap { binding -> (PatternBindingSyntax, String, String)? in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation
            else { return nil }
            let enumName = TypeText(syntax: annotation.type).baseName
            guard let wrapped = index.type(named: enumName, kinds: [.enum]), wrapped.inherited.contains("Hashable") else { return nil }
            return (binding, name, enumName)
        }
        guard wrapping.count == 1, let (binding, property, enumName) = wrapping.first else { return nil }
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        if initializers.isEmpty {
            // The memberwise initialiser takes every stored property without an initial value: only this one.
            guard binding.initializer == nil, stored.filter({ $0.initializer == nil }).count == 1 else { return nil }
            return (StructRouteShape(type: name, property: property), enumName)
        }
        let taking = initializers.first { initializer in
            let parameters = initializer.signature.parameterClause.parameters
            return parameters.count == 1 && parameters.first.map { TypeText(syntax: $0.type).baseName == enumName } == true
                && initializer.optionalMark == nil
        }
        guard let label = taking?.signature.parameterClause.parameters.first?.firstName.text else { return nil }
        var shape = StructRouteShape(type: name, property: property)
        if label != property { shape.label = label }
        return (shape, enumName)
    }

    /// The struct wrapping `enumName` that `function` appends to a path (`path.append(Route(destination))`
    /// in `func push(_ destination: Destination)`), or nil where it appends the enum itself.
    func appended(by function: FunctionDeclSyntax, wrapping enumName: String) -> StructRouteShape? {
        guard let body = function.body else { return nil }
        let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: Syntax(body)) { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "append"
        }
        for call in calls {
            guard let argument = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                let called = argument.calledExpression.as(DeclReferenceExprSyntax.self),
                let (shape, wrapped) = read(called.baseName.text), wrapped == enumName
            else { continue }
            return shape
        }
        return nil
    }
}
