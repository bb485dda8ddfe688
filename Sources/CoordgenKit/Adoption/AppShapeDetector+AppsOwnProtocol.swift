/// The coordinator protocol the app declares itself, where neither protocol-free SwiftUI classes nor a
/// shared base class stand for one.
extension AppShapeDetector {
    /// The protocol `--protocol` names, else the one candidate; refused in one line naming the coordinator
    /// library the app is written on, or the coordinator classes coordgen cannot read, where that is why
    /// none is found.
    func appsOwnProtocol(choices: AdoptionChoices) throws(AdoptionError) -> TypeDeclaration {
        let protocolDeclaration: TypeDeclaration
        do {
            protocolDeclaration = try CoordinatorProtocolDetector(index: index).detect(choice: choices.protocolName)
        } catch {
            // An app on a coordinator library: say which, and what coordgen does not write.
            if error == .noCoordinatorProtocol, let library = CoordinatorLibrary.used(in: files) { throw .coordinatorLibrary(library) }
            // Protocols named like coordinator protocols that are each one class's own: name them.
            if error == .noCoordinatorProtocol, let refusal = PerClassCoordinatorProtocol.refusal(in: index) { throw .perClassProtocolsOnly(refusal) }
            // The protocol may be declared in a module the app references that is not there: name the module.
            if error == .noCoordinatorProtocol, let outside, !outside.missing.isEmpty {
                throw .outsideModulesMissing(outside.missing, inherited: outside.unresolvedCoordinatorNames)
            }
            // Coordinator classes conforming to a protocol no source declares (a package's): name it.
            if error == .noCoordinatorProtocol, let refusal = UndeclaredSharedProtocol(index: index).refusal() { throw .undeclaredProtocol(refusal) }
            // Classes named like SwiftUI coordinators that hold neither a path of routes nor flags: name them.
            if error == .noCoordinatorProtocol, let found = CoordinatorClassesWithoutNavigation(index: index) {
                throw .coordinatorClassesWithoutNavigation(found)
            }
            // Classes named like coordinators on an observable base of another name (`class ViewModel: ObservableObject`).
            if error == .noCoordinatorProtocol, let refusal = CoordinatorsOnObservableBase(index: index)?.refusal {
                throw .coordinatorsOnObservableBase(refusal)
            }
            // Types named like coordinators that share nothing else, in a shape the naming-convention family does not read.
            if error == .noCoordinatorProtocol, let found = CoordinatorsSharingOnlyTheirNames(index: index) {
                throw .coordinatorsSharingOnlyTheirNames(found.refusal)
            }
            throw error
        }
        // A protocol of the app whose coordinators are a library's that coordgen does not write (Stinsen's).
        if choices.protocolName == nil,
            let library = CoordinatorLibrary.owning(
                CoordinatorConformances(index: index, protocolName: protocolDeclaration.name).coordinators.map(\.type),
                of: protocolDeclaration.name, in: files)
        {
            throw .coordinatorLibrary(library)
        }
        return protocolDeclaration
    }
}
