import UIKit

/// The tab bar hands each tab flow the navigation controller it runs on.
protocol DockView: AnyObject {
    var onFirstAppearance: ((UINavigationController) -> Void)? { get set }
    var onTidesSelected: ((UINavigationController) -> Void)? { get set }
    var onMooringsSelected: ((UINavigationController) -> Void)? { get set }
}
