protocol DocksCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
