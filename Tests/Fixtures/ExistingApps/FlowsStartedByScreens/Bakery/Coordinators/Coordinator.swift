import UIKit

/// A flow some screen starts when the baker asks for it. No coordinator is made at launch: the first
/// screen is a plain view controller, and each screen that starts a flow keeps it.
@MainActor
protocol Coordinator {
    var navigationController: UINavigationController { get }

    func start()
}
