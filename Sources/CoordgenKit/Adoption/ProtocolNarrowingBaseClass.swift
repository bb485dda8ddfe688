/// A protocol constrained to the coordinators' base class that only some flows conform to
/// (`protocol TabItemCoordinator: BaseCoordinator { var onTabChange: … }`, adopted by the tabs of one tab
/// bar): it narrows the base for those flows, it is not the app's coordinator protocol. It is set aside
/// where the base class (or a class it inherits from) conforms to another protocol named like a coordinator
/// protocol (`BaseCoordinator: Coordinator`, which then is the app's), or where fewer than half of the
/// coordinator classes on that base conform to it (the base then stands for the protocol).
struct ProtocolNarrowingBaseClass {
    let index: DeclarationIndex

    /// Whether `candidate` narrows a base class, given the names of the other protocols named like
    /// coordinator protocols.
    func narrowsBase(_ candidate: TypeDeclaration, coordinatorProtocols: Set<String>) -> Bool {
        let bases = candidate.inheritedNames.compactMap { index.type(named: $0, kinds: [.class]) }
        guard !bases.isEmpty else { return false }
        return bases.contains { base in
            adoptsAnother(base, than: candidate.name, among: coordinatorProtocols) || conformedByFew(candidate, on: base)
        }
    }

    /// Whether `base` or a class it inherits from conforms to a coordinator protocol other than `name`.
    private func adoptsAnother(_ base: TypeDeclaration, than name: String, among coordinatorProtocols: Set<String>) -> Bool {
        index.classChain(from: base).contains { type in
            type.inheritedNames.contains { $0 != name && coordinatorProtocols.contains($0) }
        }
    }

    /// Whether fewer than half of the coordinator classes on `base` conform to `candidate`.
    private func conformedByFew(_ candidate: TypeDeclaration, on base: TypeDeclaration) -> Bool {
        let onBase = CoordinatorBaseClassDetector(index: index).coordinators(inheriting: base.name).count
        let conforming = CoordinatorConformances(index: index, protocolName: candidate.name).coordinators.count
        return onBase >= 2 && conforming * 2 < onBase
    }
}
