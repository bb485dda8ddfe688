protocol BoatsCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
