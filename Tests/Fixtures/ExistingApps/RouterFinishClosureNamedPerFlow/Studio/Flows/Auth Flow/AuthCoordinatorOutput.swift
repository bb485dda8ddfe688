protocol AuthCoordinatorOutput: AnyObject {
    var finishAuthFlow: (() -> Void)? { get set }
}
