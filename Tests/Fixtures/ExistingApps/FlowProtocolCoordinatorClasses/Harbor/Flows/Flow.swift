import UIKit

@MainActor
protocol Flow: AnyObject {
    var navigationController: UINavigationController { get }
    var childFlows: [Flow] { get set }

    func start()
}
