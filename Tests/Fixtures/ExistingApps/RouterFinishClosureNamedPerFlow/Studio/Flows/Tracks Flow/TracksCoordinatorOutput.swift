protocol TracksCoordinatorOutput: AnyObject {
    var finishTracksFlow: (() -> Void)? { get set }
}
