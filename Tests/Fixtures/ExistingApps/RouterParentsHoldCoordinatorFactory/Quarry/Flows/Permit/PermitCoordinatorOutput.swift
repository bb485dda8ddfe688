protocol PermitCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
