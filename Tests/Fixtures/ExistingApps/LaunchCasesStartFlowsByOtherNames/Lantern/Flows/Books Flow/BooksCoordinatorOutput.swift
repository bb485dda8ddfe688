protocol BooksCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}
