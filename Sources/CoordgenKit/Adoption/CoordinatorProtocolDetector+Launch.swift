extension CoordinatorProtocolDetector {
    /// Among several coordinator protocols, the one the coordinator created at launch conforms to
    /// (`AppCoordinator: Coordinator`, made in `SceneDelegate`, beside a `SubCoordinator` one flow
    /// adopts): the tree starts there, so it is the app's. Nil where launch code creates conformers of
    /// more than one candidate, or of none.
    func evidentByLaunch(_ candidates: [TypeDeclaration]) -> (name: String, reason: String)? {
        let conformers = candidates.map { candidate in
            (candidate, Set(CoordinatorConformances(index: index, protocolName: candidate.name).coordinators.map(\.type.name)))
        }
        let all = conformers.reduce(into: Set<String>()) { $0.formUnion($1.1) }
        let created = RootCoordinatorDetector.createdAtLaunch(names: all, in: index)
        let launched = conformers.compactMap { candidate, names -> (TypeDeclaration, String, SourceReference)? in
            guard let made = created.first(where: { names.contains($0.0) }) else { return nil }
            return (candidate, made.0, made.1)
        }
        guard launched.count == 1, let (chosen, root, reference) = launched.first else { return nil }
        return (chosen.name, "the one \(root) conforms to, which the launch code creates (\(reference.file))")
    }
}
