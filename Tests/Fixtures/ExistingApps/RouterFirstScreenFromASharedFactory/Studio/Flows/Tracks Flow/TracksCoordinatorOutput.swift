protocol TracksCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
