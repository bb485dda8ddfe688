protocol OrderHistoryCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
