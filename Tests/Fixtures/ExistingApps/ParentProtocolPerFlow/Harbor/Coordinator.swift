import Foundation

/// A flow of the app.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get }

    func start()
    func finish()
}
