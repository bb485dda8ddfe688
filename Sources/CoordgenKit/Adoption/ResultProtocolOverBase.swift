import SwiftSyntax

/// A coordinator protocol declared over the generic result base (`protocol CoordinatorType {
/// associatedtype CoordinationResult; func start() -> Observable<CoordinationResult> }`, `class
/// BaseCoordinator<ResultType>: CoordinatorType { typealias CoordinationResult = ResultType }`): the
/// base conforms to it and binds its associated types to the base's generic arguments, so the flows
/// conform through the base, and a new flow's witness is inferred from the result type it fills the base
/// with. The base stands for the protocol as where the app declares none (``ResultBaseDetector``).
struct ResultProtocolOverBase {
    let index: DeclarationIndex

    /// Whether every candidate protocol is one the app's generic `base` conforms to, so the base, not the
    /// protocol, is what the flows share.
    func protocolsAreTheBase(_ candidates: [TypeDeclaration], base: TypeDeclaration) -> Bool {
        !candidates.isEmpty && base.isGeneric && candidates.allSatisfy { base.inherited.contains($0.name) }
    }

    /// What `init` says of the protocols over the base: their associated types, bound by the base.
    func finding(_ candidates: [TypeDeclaration], base: TypeDeclaration) -> AdoptionFinding {
        let associated = candidates.flatMap { candidate in associatedTypes(of: candidate).map { "\(candidate.name).\($0)" } }
        let protocols = candidates.map(\.name).joined(separator: ", ")
        let requires = associated.isEmpty ? "" : ", whose `associatedtype` (\(associated.joined(separator: ", "))) the base binds to its generic argument"
        return AdoptionFinding(
            "associated types",
            "\(protocols): conformed to by the generic base \(base.name)\(requires); a new flow conforms through the base, and Swift infers its witness from the result type it fills \(base.name) with",
            base.reference)
    }

    /// The names of the protocol's associated types.
    private func associatedTypes(of declaration: TypeDeclaration) -> [String] {
        (declaration.members ?? []).compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text }
    }
}
