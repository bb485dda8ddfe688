protocol LogbookCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
