/// Coordinators that subclass a generic base class over the result their flow ends with
/// (`class BaseCoordinator<ResultType>`, `start() -> Observable<ResultType>`, `coordinate(to:)`), with no
/// coordinator protocol. A new flow is its subclass, filled with the result type its siblings share, in
/// one file; its parent gets a method that makes it and starts it with `coordinate(to:)`, subscribing
/// and disposing of the subscription in its bag as the app's parents do. The base keeps the children,
/// so a parent needs no collection of its own. Screens are the uikit style's.
struct ResultBaseFamily: GeneratingFamily {
    let resultBase: ResultBaseShape

    init?(_ shape: ProtocolShape) {
        guard let resultBase = shape.resultBase else { return nil }
        self.resultBase = resultBase
    }

    /// Screens are UIKit view controllers, which the uikit style's templates write.
    func style(for shape: ProtocolShape) -> Style { .uikit }

    /// The base keeps the children (`coordinate(to:)` stores each until its result comes).
    var parentHoldsEachChild: Bool { true }

    /// A screen is the uikit style's: its view controller and the coordinator's method that shows it.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String) {
        try UIKitStyle().planScreen(request, into: &plan)
    }
}
