/// A SwiftUI app whose coordinator protocol declares no navigation while a protocol refining it does
/// (`protocol BaseCoordinator: AnyObject { associatedtype CoordinatorView: View }`,
/// `protocol PageCoordinator: BaseCoordinator { var path: NavigationPath { get set } … }`): most
/// coordinators adopt the refinement and show their screens through its path, the few others are
/// sheet or cover coordinators a flow keeps beside its pages. `init` records the refinement, so new
/// flows are made like the coordinators that navigate, and says which coordinators it leaves out.
struct PathDeclaringRefinement {
    let index: DeclarationIndex

    /// The refinement of `base` that declares a `NavigationPath` and that more than half of `base`'s
    /// coordinators adopt, where `base` declares none and exactly one refinement does; nil otherwise.
    func refinement(of base: TypeDeclaration) -> (declaration: TypeDeclaration, note: String)? {
        guard !base.propertyTypeNames.contains("NavigationPath") else { return nil }
        let all = CoordinatorConformances(index: index, protocolName: base.name).coordinators.map(\.type.name)
        guard all.count > 1 else { return nil }
        let declaring = index.types.filter { candidate in
            candidate.kind == .protocol && !candidate.name.hasPrefix("_") && candidate.inherited.contains(base.name)
                && candidate.propertyTypeNames.contains("NavigationPath")
        }
        guard declaring.count == 1, let refinement = declaring.first else { return nil }
        let adopting = Set(CoordinatorConformances(index: index, protocolName: refinement.name).coordinators.map(\.type.name))
        guard adopting.count > 1, adopting.count * 2 > all.count else { return nil }
        let others = all.filter { !adopting.contains($0) }.sorted()
        let shown = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : "")
        let note =
            " (refines \(base.name), which declares no navigation, and declares the NavigationPath \(adopting.count) of \(all.count) coordinators show their screens through"
            + (others.isEmpty ? "" : "; \(shown), which \(others.count == 1 ? "does" : "do") not adopt it, \(others.count == 1 ? "is" : "are") left out")
            + "; choose another with --protocol)"
        return (refinement, note)
    }
}
