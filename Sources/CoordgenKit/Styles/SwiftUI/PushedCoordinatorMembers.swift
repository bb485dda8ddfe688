import SwiftSyntax

/// What a pushed coordinator class (``PushedCoordinatorsShape``) holds, read from it and the classes it
/// inherits from: the `NavigationPath` it pushes onto, the page its view builder switches over, and how
/// a copy of it on another page is made through its own initialiser.
struct PushedCoordinatorMembers {
    let index: DeclarationIndex
    let className: String

    /// A stored property: its name, the type it is annotated or initialised with, whether it is a
    /// `@Binding` (so `$name` is a `Binding` to it).
    struct Stored {
        let name: String
        let type: String
        let isBinding: Bool
    }

    /// The class and the classes it inherits from, nearest first.
    var chain: [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        var current = index.type(named: className, kinds: [.class])
        while let declaration = current, !found.contains(where: { $0.name == declaration.name }) {
            found.append(declaration)
            current = declaration.inherited.lazy.compactMap { index.type(named: $0, kinds: [.class]) }.first
        }
        return found
    }

    /// Every stored property of the chain.
    var stored: [Stored] {
        chain.flatMap { ($0.members ?? []).compactMap { Self.stored($0.decl) } }
    }

    /// The `NavigationPath` the class pushes onto: its own, a base class's, or a `@Binding` to one.
    var path: Stored? {
        stored.first { $0.type == "NavigationPath" }
    }

    /// A `Binding` to the path, as code of the class writes it: `$path` for a `@Binding`, else one made
    /// over the property.
    func pathBinding(_ path: Stored) -> String {
        path.isBinding
            ? "$\(path.name)" : "Binding(get: { [unowned self] in self.\(path.name) }, set: { [unowned self] in self.\(path.name) = $0 })"
    }

    /// The page: a stored property of the class typed by an enum of the app that `builder`'s switch
    /// switches over (`switch page`, `switch self.page`); its name and the enum's.
    func page(builder: String) -> (property: String, enumName: String, declaration: TypeDeclaration)? {
        guard let type = chain.first, let function = (type.members ?? []).compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: {
            $0.name.text == builder && $0.signature.parameterClause.parameters.isEmpty
        }), let body = function.body
        else { return nil }
        let subjects = SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: body) { _ in true }.map {
            $0.subject.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        }
        for property in (type.members ?? []).compactMap({ Self.stored($0.decl) }) where subjects.contains(property.name) {
            // The enum the class nests (each flow coordgen wrote nests a `Page`), else the app's of that name.
            let nested = index.types.first { $0.kind == .enum && $0.qualifiedName == "\(type.name).\(property.type)" }
            guard let declaration = nested ?? index.type(named: property.type, kinds: [.enum]) else { continue }
            return (property.name, property.type, declaration)
        }
        return nil
    }

    /// `ClassName(…)` on page `.caseName`, through the class's own initialiser: the page for the
    /// parameter typed by `enumName`, the path (or a `Binding` to it) for the one typed by it, a stored
    /// property of the same name for any other, nothing for one with a default; nil where an argument
    /// cannot be given so.
    func construction(enumName: String, caseName: String) -> String? {
        guard let type = chain.first,
            let initializer = (type.members ?? []).compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first(where: { initializer in
                initializer.signature.parameterClause.parameters.contains { $0.type.trimmedDescription == enumName }
            })
        else { return nil }
        let path = self.path
        var arguments: [String] = []
        for parameter in initializer.signature.parameterClause.parameters {
            let type = parameter.type.trimmedDescription
            let name = (parameter.secondName ?? parameter.firstName).text
            let value: String
            if type == enumName {
                value = ".\(caseName)"
            } else if type == "Binding<NavigationPath>", let path {
                value = pathBinding(path)
            } else if type == "NavigationPath", let path {
                value = path.name
            } else if parameter.defaultValue != nil {
                continue
            } else if let same = stored.first(where: { $0.name == name }), [same.type, same.type + "?"].contains(type) || same.type.isEmpty {
                value = same.name
            } else {
                return nil
            }
            let label = parameter.firstName.text
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        return "\(className)(\(arguments.joined(separator: ", ")))"
    }

    /// `var name: Type`, `var name = Type()`, `@Binding var name: Type` as a ``Stored``.
    static func stored(_ decl: DeclSyntax) -> Stored? {
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            binding.accessorBlock == nil, !variable.modifiers.contains(where: { $0.name.text == "static" }),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        let isBinding = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Binding" }
        var type = binding.typeAnnotation?.type.trimmedDescription ?? ""
        if type.isEmpty, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
            type = call.calledExpression.trimmedDescription
        }
        return Stored(name: name, type: type, isBinding: isBinding)
    }
}
