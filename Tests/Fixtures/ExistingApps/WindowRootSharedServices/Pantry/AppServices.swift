import UIKit

/// Everything the flows share, handed from parent to child.
final class AppServices {
    static let standard = AppServices()
    var pantryItems: [String] = []
}

/// Remembers how far each stack was scrolled; the stacks that keep it are handed one.
final class ScrollHistory {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }
}
