protocol CatalogCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
