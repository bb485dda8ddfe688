import UIKit

protocol Coordinator: AnyObject {
    var children: [Coordinator] { get }
    func start()
}
