import SwiftSyntax

/// A coordinator protocol that requires only the navigation path its coordinators hold (`protocol
/// NavigationCoordinator { var path: NavigationPath { get set } }`), perhaps with the `Hashable` type
/// of the routes each one nests (`associatedtype Path: Hashable`, met by a nested `enum Path`), a pop
/// and methods its extension implements for every coordinator (`resetPath()`): each coordinator
/// declares its own route enum, push and view builder, as a new one does.
struct PathOnlyProtocol {
    let index: DeclarationIndex
    let declaration: TypeDeclaration
    let coordinators: [TypeDeclaration]

    /// Whether a protocol of `members` may be one: it requires a property, and nothing but properties,
    /// associated types and methods.
    static func mayRequireOnlyThePath(_ members: [DeclSyntax]) -> Bool {
        members.contains { $0.is(VariableDeclSyntax.self) }
            && members.allSatisfy { $0.is(VariableDeclSyntax.self) || $0.is(AssociatedTypeDeclSyntax.self) || $0.is(FunctionDeclSyntax.self) }
    }

    /// The requirements a new coordinator meets by writing `routes`' path, nested enum and pop; nil where
    /// the protocol requires anything else, which it would not meet.
    func requirementsWritten(by routes: RouteShape) -> [DeclSyntax]? {
        let members = (declaration.members ?? []).map(\.decl)
        let associated = Set(members.compactMap { $0.as(AssociatedTypeDeclSyntax.self)?.name.text })
        let implemented = Set(
            index.extensions(of: declaration.name).flatMap { Array($0.members ?? []) }
                .compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map(FamilyShapeDetector.selector))
        var written: [DeclSyntax] = []
        var inferred: Set<String> = []
        for member in members {
            if let function = member.as(FunctionDeclSyntax.self) {
                if implemented.contains(FamilyShapeDetector.selector(function)) { continue }
                guard writesPop(function, routes: routes) else { return nil }
                written.append(member)
            } else if let (name, type) = FamilyShapeDetector.storedProperty(member) {
                guard name == routes.navigator.name, let element = pathElement(type, routes: routes, associated: associated) else {
                    return nil
                }
                inferred.formUnion(element)
                written.append(member)
            }
        }
        for member in members {
            guard let associatedType = member.as(AssociatedTypeDeclSyntax.self) else { continue }
            guard Self.onlyHashable(associatedType),
                inferred.contains(associatedType.name.text) || (routes.perFlow && routes.enum == associatedType.name.text)
            else { return nil }
            written.append(member)
        }
        return written
    }

    /// What every coordinator conforms to besides the protocol where the protocol does not refine it
    /// (`ObservableObject`, which the views observing a flow need): a new coordinator declares it too.
    func conformancesBesideProtocol() -> [String]? {
        let observable = "ObservableObject"
        guard !declaration.inherited.contains(observable), !coordinators.isEmpty,
            coordinators.allSatisfy({ $0.inherited.contains(observable) })
        else { return nil }
        return [observable]
    }

    /// The associated types a path of `type` leaves to the new coordinator's own path (`[Route]` of
    /// `associatedtype Route`), empty for the `NavigationPath` it declares; nil where a new coordinator's
    /// path would not be of that type.
    private func pathElement(_ type: TypeText, routes: RouteShape, associated: Set<String>) -> Set<String>? {
        let written = type.syntax.trimmedDescription
        if written == routes.navigator.type, written == "NavigationPath" { return [] }
        guard let element = type.unwrapped.as(ArrayTypeSyntax.self)?.element.trimmedDescription, associated.contains(element) else {
            return nil
        }
        return [element]
    }

    /// The pop a new coordinator writes for its own path (`func pop()`).
    private func writesPop(_ function: FunctionDeclSyntax, routes: RouteShape) -> Bool {
        function.signature.parameterClause.parameters.isEmpty && function.signature.returnClause == nil
            && function.signature.effectSpecifiers == nil && function.name.text == RouteShape.ownName(routes.pop)
    }

    /// An associated type constrained to `Hashable` only, which a new coordinator's enum meets.
    private static func onlyHashable(_ associatedType: AssociatedTypeDeclSyntax) -> Bool {
        let inherited = associatedType.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited == ["Hashable"] && associatedType.genericWhereClause == nil && associatedType.initializer == nil
    }
}
