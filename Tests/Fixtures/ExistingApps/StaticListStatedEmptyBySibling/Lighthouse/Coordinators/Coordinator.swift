import UIKit

/// A flow, and the screens it answers for when a link opens one.
protocol Coordinator: AnyObject {
    /// The screens this kind of flow shows.
    static var screens: [Screen] { get }

    var navigationController: UINavigationController { get }
    var children: [Coordinator] { get set }

    func start()
}
