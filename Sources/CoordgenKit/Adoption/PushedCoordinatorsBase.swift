/// Coordinators pushed as values onto a `NavigationPath` (``PushedCoordinatorsReader``) that subclass an
/// observable, `Hashable` base class named like a coordinator (`class BaseCoordinator: ObservableObject,
/// Hashable` holding the path, `class DetailCoordinator: BaseCoordinator`). The class-free reading
/// (``ProtocolFreeShapeDetector``) takes the base itself for the app's one coordinator, since it is the one
/// that conforms; its subclasses are the flows, so the base stands for the protocol as a shared base
/// does: new flows subclass it and go where their siblings are, and the example is one of them.
enum PushedCoordinatorsBase {
    /// The shared base the class-free reading `found` stands on, where it read pushed coordinators from a
    /// class that two or more coordinator classes inherit from; nil otherwise.
    static func found(
        standingFor found: (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result), index: DeclarationIndex
    ) -> CoordinatorBaseClassDetector.Found? {
        guard found.result.shape.pushedCoordinators != nil, found.declaration.kind == .class,
            let base = CoordinatorBaseClassDetector(index: index).detect(base: found.declaration.name), base.coordinators.count >= 2
        else { return nil }
        return base
    }
}
