/// UIKit coordinators that show screens through a router object (`RouterProtocol`) and make their
/// screens and children through factories (`ModuleFactory`, `CoordinatorFactory`), in the app's own
/// spelling: the router style's templates read every name from the shape.
///
/// A flow's factory methods are family-neutral parts (any app may have factories); what the router
/// family adds is that its templates, not the uikit ones, write it. An app may have a router and no
/// factory coordgen can write to (``RouterWithoutFactories``): a parent then creates its child and a
/// coordinator its screens itself, as the app's own code does.
struct RouterFamily: FlowFamily {
    let router: RouterShape
    let coordinatorFactory: FactoryShape?
    let screenFactory: FactoryShape?

    init?(_ shape: ProtocolShape) {
        guard let router = shape.router, shape.routes == nil else { return nil }
        let coordinatorFactory = shape.coordinatorFactory
        let screenFactory = shape.screenFactory
        self.router = router
        self.coordinatorFactory = coordinatorFactory
        self.screenFactory = screenFactory
    }

    func style(for shape: ProtocolShape) -> Style { .router }

    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        conventions.routerFamilyValues(self)
    }
}
