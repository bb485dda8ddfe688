import SwiftSyntax

/// How the coordinators meet a protocol's route associated type (`associatedtype Route: Hashable` with
/// `var path: NavigationPath { get set }` and a `push(_ route: Route)` its extension provides) where each
/// binds it by a typealias to a top-level enum named after its flow (`typealias Route = ProfileRoute` in
/// `ProfileCoordinator`, `typealias Route = SearchRoute` in `SearchCoordinator`). The routes are then
/// each flow's `{Name}Route`, its view builder takes that enum, and a new flow declares its own enum and
/// binds the associated type with a typealias as its siblings do.
struct AssociatedRouteAliasedPerFlow {
    /// The pattern every coordinator's enum follows (`{Name}Route`).
    let pattern: String
    /// The enums the coordinators bind (`ProfileRoute`, `SearchRoute`).
    let enums: Set<String>

    /// Nil unless every one of `coordinators` (at least two) binds `associated` by a typealias to a
    /// top-level enum of the app whose name is its flow's stem plus one suffix shared by all.
    init?(associated: String, coordinators: [TypeDeclaration], index: DeclarationIndex) {
        guard coordinators.count >= 2 else { return nil }
        var patterns: Set<String> = []
        var enums: Set<String> = []
        for coordinator in coordinators {
            guard let aliased = Self.aliased(associated, in: coordinator),
                index.types.contains(where: { $0.kind == .enum && $0.qualifiedName == aliased }),
                let stem = ProtocolFreeShapeDetector.flowStem(of: coordinator.name), aliased.hasPrefix(stem), aliased != stem
            else { return nil }
            patterns.insert(NamingScheme.placeholder + aliased.dropFirst(stem.count))
            enums.insert(aliased)
        }
        guard patterns.count == 1, let pattern = patterns.first else { return nil }
        self.pattern = pattern
        self.enums = enums
    }

    /// The witness a new flow binds the associated type to, by a typealias as its siblings do.
    func witness(of associated: String) -> AssociatedTypeWitness {
        AssociatedTypeWitness(name: associated, witness: pattern, binding: .typealias)
    }

    /// `X` of `typealias Route = X` in the coordinator's body.
    private static func aliased(_ associated: String, in coordinator: TypeDeclaration) -> String? {
        (coordinator.members.map(Array.init) ?? []).lazy.compactMap { member -> String? in
            guard let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == associated else { return nil }
            return TypeText(syntax: alias.initializer.value).baseName
        }.first
    }
}
