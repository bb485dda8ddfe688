import UIKit

@MainActor
protocol CoordinatorProtocol: AnyObject {
    var rootViewController: UIViewController { get }

    func start()
}
