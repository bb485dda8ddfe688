@MainActor
protocol BooksCoordinatorOutput: AnyObject {
    var finishFlow: ((String?) -> Void)? { get set }
}
