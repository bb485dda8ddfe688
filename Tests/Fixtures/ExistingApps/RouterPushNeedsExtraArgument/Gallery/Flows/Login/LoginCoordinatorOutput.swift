protocol LoginCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
