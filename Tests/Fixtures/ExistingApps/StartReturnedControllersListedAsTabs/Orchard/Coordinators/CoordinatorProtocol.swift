import UIKit

protocol CoordinatorProtocol: AnyObject {
    func start() -> UIViewController
}
