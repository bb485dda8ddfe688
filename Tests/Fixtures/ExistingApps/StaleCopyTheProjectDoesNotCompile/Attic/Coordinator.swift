import UIKit

// An earlier draft of the coordinator protocol, left here when the project stopped compiling this folder.
protocol Coordinator {
    var navigationController: UINavigationController { get set }
    func start()
}
