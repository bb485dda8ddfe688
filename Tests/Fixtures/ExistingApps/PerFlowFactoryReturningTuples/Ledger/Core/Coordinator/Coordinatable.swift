import Foundation

protocol Coordinatable: AnyObject {
    func start()
}
