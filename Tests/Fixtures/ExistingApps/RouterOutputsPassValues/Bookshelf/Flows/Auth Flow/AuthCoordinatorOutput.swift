@MainActor
protocol AuthCoordinatorOutput: AnyObject {
    var finishFlow: ((String?) -> Void)? { get set }
}
