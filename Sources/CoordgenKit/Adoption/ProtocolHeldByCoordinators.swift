/// A protocol requiring `start` that the coordinators hold rather than conform to: a router or navigator
/// (`protocol Router: AnyObject { func start(_ viewController: UIViewController, animated: Bool, …) }`,
/// implemented by `NavigationRouter` and `ModalNavigationRouter`, stored as `var router: Router` by the
/// coordinators' base class). Its conformers are what coordinators navigate with, not coordinators, so
/// it is no candidate for the app's coordinator protocol; the base class they share stands for one.
struct ProtocolHeldByCoordinators {
    let index: DeclarationIndex

    /// Whether a class named `*Coordinator` stores a property typed by `candidate` while none conforms to it.
    func isHeld(_ candidate: TypeDeclaration) -> Bool {
        let coordinators = index.types.filter { type in
            type.kind == .class && !type.isDeclaredInTests && type.name.hasSuffix("Coordinator")
        }
        // The cheap test first: conformances walk every type of the app.
        guard coordinators.contains(where: { $0.propertyTypeNames.contains(candidate.name) }) else { return false }
        let conforming = Set(CoordinatorConformances(index: index, protocolName: candidate.name).coordinators.map(\.type.name))
        return !coordinators.contains { conforming.contains($0.name) }
    }

    /// What `init` adds to its protocol finding where protocols requiring `start` were set aside as
    /// routers the coordinators hold; empty otherwise.
    func note() -> String {
        let held = index.types.filter { candidate in
            candidate.kind == .protocol && !candidate.isNested && candidate.requiresStart && isHeld(candidate)
                && CoordinatorConformances(index: index, protocolName: candidate.name).coordinators.count >= 2
        }
        guard let first = held.first else { return "" }
        let names = held.map(\.name).joined(separator: ", ")
        return
            " (\(names) set aside: the coordinators hold \(held.count == 1 ? "it" : "them") as what they navigate with and none conforms to \(held.count == 1 ? "it" : "them"), so \(held.count == 1 ? "its" : "their") start is a router's, not a coordinator's; --protocol \(first.name) adopts it instead)"
    }
}
