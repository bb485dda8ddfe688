/// The class the coordinators subclass beside their protocol, where it does not conform to it itself:
/// `class BaseCoordinator { let router: Routable; init(assembler:router:) }` with flows declaring
/// `final class AuthCoordinatorImpl: BaseCoordinator, AuthCoordinator` (their own protocol refining
/// `Coordinatable`). A new flow subclasses it as well, for what it holds (the router, the children) and
/// the initialiser it takes; it names its protocol itself and declares `start()` without `override`
/// (`shape.baseClassConforms: false`).
struct BaseClassBesideProtocol {
    let index: DeclarationIndex

    /// Records the base most coordinators subclass directly, where the protocol has no base class of its
    /// own (none conforms to it), declares no navigation controller nor initialiser, and the base can only
    /// be made through its own designated initialiser taking arguments (what it holds: the router).
    func complete(_ shape: inout ProtocolShape, conformances: CoordinatorConformances, result: inout ProtocolShapeDetector.Result) {
        // Only a base a subclass must be made through (no `init()`): one the flows need for what they hold.
        guard shape.baseClass == nil, shape.navigation == nil, shape.initializers.isEmpty, conformances.baseClasses.isEmpty,
            let (base, count) = sharedSuperclass(of: conformances),
            BaseClassOnlyInitializer(index: index).onlyDesignatedInitializer(from: base) != nil
        else { return }
        shape.baseClass = base.name
        shape.baseClassConforms = false
        shape.classBound = true
        let stack = heldStack(of: base, shape: shape)
        if let stack {
            // The stack the flows push onto lives in the base: a new flow inherits it and its initialiser.
            shape.navigation = stack
            result.undecided.removeAll { $0.hasPrefix("no navigation controller property in") }
        }
        let holding = stack.map { ", and it holds their \($0.type) in `\($0.name)`" } ?? ""
        result.findings.append(
            AdoptionFinding(
                "base class",
                "\(base.name): \(count) of \(conformances.coordinators.count) coordinators subclass it and conform to \(shape.name) themselves\(holding); a new coordinator subclasses it too, names its protocol itself and implements start() without override (shape.baseClassConforms: false)",
                base.reference))
    }

    /// The navigation controller `base` holds and takes alone in its initialiser, where the protocol
    /// declares none.
    private func heldStack(of base: TypeDeclaration, shape: ProtocolShape) -> PropertyRequirement? {
        let detector = NavigationBaseClassDetector(index: index)
        guard shape.navigation == nil, let stack = detector.stack(heldBy: base), detector.takesOnlyStack(base, type: stack.type) else {
            return nil
        }
        return stack
    }

    /// The class the app declares (not generic) that more than half of the coordinators, and at least
    /// two, name first among what they inherit; with how many do.
    func sharedSuperclass(of conformances: CoordinatorConformances) -> (TypeDeclaration, Int)? {
        var counts: [String: Int] = [:]
        for coordinator in conformances.coordinators {
            guard let first = coordinator.type.inheritedNames.first else { continue }
            counts[first, default: 0] += 1
        }
        let total = conformances.coordinators.count
        guard let (name, count) = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
            count >= 2, count * 2 > total,
            let base = index.type(named: name, kinds: [.class]), !base.isGeneric, !base.isDeclaredInTests
        else { return nil }
        return (base, count)
    }
}
