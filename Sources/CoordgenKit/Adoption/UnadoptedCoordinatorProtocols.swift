/// Coordinator protocols that no type of the app conforms to — not directly, not through a refining
/// protocol, a base class or an extension — such as a template's `protocol Coordinator` left in an app
/// whose coordinators all subclass a base class. Where the coordinators share another shape (a generic
/// result base, a base class), such a protocol does not stand in its way: `init` reads the shape the
/// coordinators share and says which protocols it set aside and why.
struct UnadoptedCoordinatorProtocols {
    let index: DeclarationIndex

    /// `candidates` split into those some type conforms to and those none does, each in its order.
    func split(_ candidates: [TypeDeclaration]) -> (adopted: [TypeDeclaration], unadopted: [TypeDeclaration]) {
        var adopted: [TypeDeclaration] = []
        var unadopted: [TypeDeclaration] = []
        for candidate in candidates {
            if isAdopted(candidate) { adopted.append(candidate) } else { unadopted.append(candidate) }
        }
        return (adopted, unadopted)
    }

    /// What `init` says of the protocols it set aside for the shape `shared` (`the generic base class
    /// BaseCoordinator, which 33 classes subclass`); nil where it set none aside.
    func finding(_ unadopted: [TypeDeclaration], for shared: String) -> AdoptionFinding? {
        guard let first = unadopted.first else { return nil }
        let names = unadopted.map(\.name).joined(separator: ", ")
        let verb = unadopted.count == 1 ? "conforms to it" : "conforms to any of them"
        return AdoptionFinding(
            "set aside",
            "\(names): declared, but no type of the app \(verb); the coordinators share \(shared) instead, which is what new flows follow (name a protocol with --protocol to adopt it anyway)",
            first.reference)
    }

    private func isAdopted(_ candidate: TypeDeclaration) -> Bool {
        let conformances = CoordinatorConformances(index: index, protocolName: candidate.name)
        if !conformances.coordinators.isEmpty || !conformances.baseClasses.isEmpty { return true }
        // A struct or enum conforming (CoordinatorConformances reads classes).
        return index.types.contains { type in
            (type.kind == .struct || type.kind == .enum) && type.inherited.contains(candidate.name)
        }
    }
}
