import SwiftSyntax

/// How the coordinators meet a protocol's route associated type (`associatedtype Route: Hashable` with
/// `var navigationPath: [Route] { get set }`) when none nests an enum of that name: each nests an enum
/// of another name, the same in all (`enum NavigationRoute`, `enum Pages`), and binds the associated type
/// to it by a typealias (`typealias Route = NavigationRoute`) or by what it declares with it (its path,
/// `@Published var navigationPath: [NavigationRoute] = []`; its view builder or push, `func
/// destination(for route: NavigationRoute)`). A new coordinator nests an enum of that name too, which
/// Swift binds the same way, so the routes are recorded per flow under that name.
struct AssociatedRouteBinding {
    let index: DeclarationIndex

    /// The nested enum every one of `coordinators` binds the associated type `associated` to, where all
    /// bind the same one and none nests `associated` itself; `path` is the property the protocol requires
    /// and `methods` the base names of its requirements that take a route (the view builder, the push).
    func nestedEnum(boundTo associated: String, by coordinators: [TypeDeclaration], path: String, methods: Set<String>) -> String? {
        guard !coordinators.isEmpty else { return nil }
        var bound: Set<String> = []
        for coordinator in coordinators {
            guard let name = boundEnum(of: coordinator, associated: associated, path: path, methods: methods) else { return nil }
            bound.insert(name)
        }
        guard bound.count == 1, let name = bound.first, name != associated else { return nil }
        return name
    }

    /// The navigator's type with the associated type replaced by the bound enum (`[NavigationRoute]` of
    /// `[Route]`); a `NavigationPath` is unchanged.
    static func navigatorType(_ type: String, associated: String, bound: String) -> String {
        type == "[\(associated)]" ? "[\(bound)]" : type
    }

    /// The enum nested in `coordinator` that it binds `associated` to, first by a typealias, else by the
    /// element of its path, else by the parameter of a method the protocol requires.
    private func boundEnum(of coordinator: TypeDeclaration, associated: String, path: String, methods: Set<String>) -> String? {
        let members = (coordinator.members.map(Array.init) ?? []).map(\.decl)
        let candidates =
            members.compactMap { aliased($0, associated: associated) }
            + members.compactMap { pathElement($0, path: path) }
            + members.compactMap { routeParameter($0, methods: methods) }
        return candidates.first { index.types.contains(where: nestedEnum(named: $0, in: coordinator)) }
    }

    private func nestedEnum(named name: String, in coordinator: TypeDeclaration) -> (TypeDeclaration) -> Bool {
        { $0.kind == .enum && $0.qualifiedName == "\(coordinator.qualifiedName).\(name)" }
    }

    /// `X` of `typealias Route = X`.
    private func aliased(_ member: DeclSyntax, associated: String) -> String? {
        guard let alias = member.as(TypeAliasDeclSyntax.self), alias.name.text == associated else { return nil }
        return TypeText(syntax: alias.initializer.value).baseName
    }

    /// `X` of `var navigationPath: [X] = []`.
    private func pathElement(_ member: DeclSyntax, path: String) -> String? {
        guard let (name, type) = FamilyShapeDetector.storedProperty(member), name == path,
            let element = type.unwrapped.as(ArrayTypeSyntax.self)?.element
        else { return nil }
        return TypeText(syntax: element).baseName
    }

    /// `X` of `func destination(for route: X)`, where `destination` is a requirement taking a route.
    private func routeParameter(_ member: DeclSyntax, methods: Set<String>) -> String? {
        guard let function = member.as(FunctionDeclSyntax.self), methods.contains(function.name.text),
            let parameter = function.signature.parameterClause.parameters.first
        else { return nil }
        return TypeText(syntax: parameter.type).baseName
    }
}
