import Foundation

/// A place the app can be opened at.
enum Link {
    case shelf
    case loan(id: Int)
}

@MainActor
protocol FlowCoordinator: AnyObject {
    var identifier: UUID { get }

    func start()
    func start(with link: Link?)
}

/// A flow that hands its result back to whoever started it; each flow picks its own result.
@MainActor
protocol ResultCoordinator: FlowCoordinator {
    associatedtype Outcome

    var onFinishFlow: ((Outcome) -> Void)? { get set }
}
