import UIKit

/// What every flow of the orchard app does. A flow starts with or without animation; `start()` is the
/// unanimated start, for whoever does not care.
@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var services: OrchardServices { get set }
    func start(animated: Bool)
}

extension Coordinator {
    func start() {
        start(animated: false)
    }
}
