import UIKit

protocol RouterType: AnyObject, Presentable {
    func setRoot(_ module: Presentable?)
    func setRoot(_ module: Presentable?, hideBar: Bool)
    func push(_ module: Presentable?)
    func push(_ module: Presentable?, animated: Bool)
    func pop()
    func pop(animated: Bool)
}
