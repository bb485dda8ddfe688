import UIKit

protocol RouterType: AnyObject, Presentable {
    var navigationController: UINavigationController { get }
    func setRootModule(_ module: Presentable, hideBar: Bool)
    func push(_ module: Presentable, animated: Bool, completion: (() -> Void)?)
    func popModule(animated: Bool)
    func present(_ module: Presentable, animated: Bool)
    func dismissModule(animated: Bool, completion: (() -> Void)?)
}
