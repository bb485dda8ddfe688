import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var navigationController: UINavigationController { get }
    var services: AppServices { get }
    var analytics: AnalyticsTracking { get }

    func start()
}
