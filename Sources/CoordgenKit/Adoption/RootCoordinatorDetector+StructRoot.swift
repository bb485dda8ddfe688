/// A root coordinator that is a struct: UIKit apps whose coordinators are structs conforming to the
/// protocol (often in an extension, `extension AppCoordinator: Coordinator`), made and started fire and
/// forget (`AppCoordinator(window: window).start()` in `SceneDelegate`). Such an app may have one class
/// among them; that class is a flow, not the root, and taking it as "the app's only coordinator" would
/// hang every new flow under it. Where no class is created at launch and exactly one struct conforming
/// to the protocol is, that struct is the root; new flows under it are made like one it starts.
extension RootCoordinatorDetector {
    /// The root where the launch code creates exactly one struct conforming to the protocol; nil elsewhere.
    func structCreatedAtLaunch() -> (name: String, finding: AdoptionFinding)? {
        let structs = Set(structCoordinators().map(\.name))
        guard !structs.isEmpty else { return nil }
        let created = createdAtLaunch(names: structs)
        guard created.count == 1, let (name, reference) = created.first else { return nil }
        let count = structs.count == 1 ? "the one struct" : "one of the \(structs.count) structs"
        return (
            name,
            AdoptionFinding(
                "root",
                "\(name), created in \(reference.file) (\(count) conforming to \(conformances.protocolName); coordgen writes into no struct, so a new flow under it is made like one it starts)",
                reference)
        )
    }

    /// The top-level structs conforming to the coordinator protocol in their declaration or an extension.
    func structCoordinators() -> [TypeDeclaration] {
        let protocolName = conformances.protocolName
        return index.types.filter { type in
            type.kind == .struct && !type.isNested
                && (type.inherited.contains(protocolName) || index.extensions(of: type.name).contains { $0.inherited.contains(protocolName) })
        }
    }
}
