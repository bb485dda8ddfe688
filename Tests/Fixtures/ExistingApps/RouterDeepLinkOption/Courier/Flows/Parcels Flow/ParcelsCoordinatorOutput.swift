protocol ParcelsCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
