import SwiftSyntax

/// A SwiftUI coordinator that keeps its path and the view builder over its routes in a store of its own
/// it holds (`let navigation: ProfileNavigation`, a class with `@Published var path: NavigationPath` and
/// `func view(for screen: Screen) -> some View`, pushed through `navigateTo(_:)`), rather than holding the
/// path itself or beside a router that only pushes. coordgen writes neither the store nor a flow over it,
/// so `init` refuses, naming what it found (``CoordinatorClassesWithoutNavigation``).
struct CompanionNavigationStore: Equatable, Sendable {
    /// The coordinator holding the store.
    let coordinator: String
    /// The property the coordinator holds it in (`navigation`).
    let property: String
    /// The store's class.
    let storeClass: String
    /// The store's path (`path: NavigationPath`).
    let path: String
    /// The store's view builder (`view(for:)`).
    let viewBuilder: String

    /// The first store held by one of `coordinators`; nil where none holds one.
    static func first(heldBy coordinators: [TypeDeclaration], in index: DeclarationIndex) -> Self? {
        for coordinator in coordinators {
            for member in index.members(of: coordinator).map(\.decl) {
                guard let held = ProtocolFreeShapeDetector.property(member), !held.optional,
                    let store = index.declarations(named: held.type).first(where: { $0.kind == .class }), store.name != coordinator.name,
                    let found = pathAndBuilder(of: store, in: index)
                else { continue }
                return Self(coordinator: coordinator.name, property: held.name, storeClass: store.name, path: found.path, viewBuilder: found.builder)
            }
        }
        return nil
    }

    /// `path: NavigationPath` and `view(for:)` of a store: a settable path and a method taking one value
    /// and returning `some View`.
    private static func pathAndBuilder(of store: TypeDeclaration, in index: DeclarationIndex) -> (path: String, builder: String)? {
        let members = index.members(of: store).map(\.decl)
        guard
            let path = members.compactMap(ProtocolFreeShapeDetector.property).first(where: { property in
                property.settable && (property.type == "NavigationPath" || property.type.hasPrefix("["))
            }),
            let builder = members.compactMap({ $0.as(FunctionDeclSyntax.self) }).first(where: { function in
                function.signature.parameterClause.parameters.count == 1
                    && function.signature.returnClause?.type.trimmedDescription.hasPrefix("some View") == true
            })
        else { return nil }
        return ("\(path.name): \(path.type)", ProtocolFreeShapeDetector.swiftName(builder))
    }

    /// What the refusal says of it.
    var description: String {
        "\(coordinator) keeps its path and view builder in a store it holds, `\(property): \(storeClass)` (\(path), \(viewBuilder))"
    }
}
