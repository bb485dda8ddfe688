/// A router-family app that has a router but no factory coordgen can write a method in: its coordinators
/// take the router (and what else their initialiser takes, `factory: ControllersFactory`) and make what
/// they show themselves, or through factories whose shape is the app's own (per-screen protocols composed
/// by a typealias, methods taking arguments). A new flow and screen then do what that app's code does
/// without a factory:
///
/// - without a coordinator factory (`shape.coordinatorFactory`), the parent creates its child with the
///   initialiser the coordinators share, passing its own properties of the same names
///   (`ZebraCoordinator(router: router, factory: factory)`), which ``RouterParentCheck`` makes sure it has;
/// - without a screen factory (`shape.screenFactory`), a coordinator creates its screens with their
///   initialiser (`GiraffeViewController()`).
///
/// Recording a factory in `.coordgen.yml` (`shape.coordinatorFactory`, `shape.screenFactory`) makes new
/// code go through it instead.
struct RouterWithoutFactories {
    let makesChildrenItself: Bool
    let makesScreensItself: Bool

    init(_ family: RouterFamily) {
        makesChildrenItself = family.coordinatorFactory == nil
        makesScreensItself = family.screenFactory == nil
    }

    init(_ shape: ProtocolShape) {
        makesChildrenItself = shape.coordinatorFactory == nil
        makesScreensItself = shape.screenFactory == nil
    }

    /// The template values: how a parent makes the flow's coordinator (`childMaker`) and how a
    /// coordinator makes a screen (`screenMaker`), through the factories where the app has them.
    func values(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        var values: [String: any Sendable] = [
            "makesChildrenItself": makesChildrenItself,
            "makesScreensItself": makesScreensItself,
            "childMaker": childMaker(conventions),
            "screenMaker": screenMaker(conventions),
        ]
        if makesScreensItself { values["makeScreenReturn"] = conventions.screenClass }
        return values
    }

    /// `coordinatorFactory.makeZebraCoordinator(router: router)`, or `ZebraCoordinator(router: router,
    /// factory: factory)` where the parent makes the child itself.
    func childMaker(_ conventions: RenderContext.Conventions) -> String {
        let shape = conventions.shape.protocol
        guard makesChildrenItself, let router = shape.router else {
            let router = shape.router?.property ?? "router"
            let passed = conventions.screenFactoryPassedOn.map { ", \($0.name): \(conventions.heldScreenFactory ?? $0.name)" } ?? ""
            return "\(conventions.heldCoordinatorFactory ?? "").\(conventions.makeCoordinator ?? "")(\(router): \(router)\(passed))"
        }
        return conventions.call(arguments: conventions.initParameters.map { $0.name == router.property ? router.property : $0.name })
    }

    /// `factory.makeGiraffeViewController()`, or `GiraffeViewController()` where the coordinator makes
    /// its screens itself.
    func screenMaker(_ conventions: RenderContext.Conventions) -> String {
        guard makesScreensItself, !conventions.screenClass.isEmpty else {
            return "\(conventions.heldScreenFactory ?? "").\(conventions.makeScreen ?? "")()"
        }
        return "\(conventions.screenClass)()"
    }

    /// The properties a parent passes to a child it creates itself: every parameter of the shared
    /// initialiser, each from the parent's property of the same name.
    static func propertiesPassedByParent(_ shape: ProtocolShape) -> [String] {
        guard shape.coordinatorFactory == nil else { return [] }
        return (shape.initializers.first?.parameters ?? []).map(\.name).filter { $0 != shape.router?.property }
    }
}

extension RouterWithoutFactories {
    /// Whether a parent that makes its child itself would have to pass a type of the child's own
    /// (`factory: {Name}ModuleFactory`), which it does not hold: only a coordinator factory can.
    static func passesFlowOwnType(_ shape: ProtocolShape) -> Bool {
        guard shape.coordinatorFactory == nil else { return false }
        return (shape.initializers.first?.parameters ?? []).contains { $0.type.contains(NamingScheme.placeholder) }
    }
}

extension RouterWithoutFactories {
    /// What `init` says where a router comes without a factory coordgen writes to: who makes new flows
    /// and screens instead, and the keys that would name a factory.
    static func finding(for shape: ProtocolShape, at reference: SourceReference?) -> AdoptionFinding? {
        guard shape.router != nil, shape.routes == nil else { return nil }
        let without = RouterWithoutFactories(shape)
        var parts: [String] = []
        if without.makesChildrenItself {
            let signature = shape.initializers.first?.signature ?? "its initialiser"
            parts.append("no coordinator factory: a parent makes a new flow with \(signature) from its own properties")
        }
        if without.makesScreensItself { parts.append("no screen factory: a coordinator makes a new screen with its initialiser") }
        guard !parts.isEmpty else { return nil }
        return AdoptionFinding(
            "factories", parts.joined(separator: "; ") + " (shape.coordinatorFactory, shape.screenFactory name one)", reference)
    }
}
