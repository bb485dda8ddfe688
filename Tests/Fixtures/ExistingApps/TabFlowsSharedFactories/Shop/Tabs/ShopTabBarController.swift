import UIKit

/// The tab bar keeps the feed's coordinator to open an item from its centre button.
final class ShopTabBarController: UITabBarController {
    var coordinator: FeedCoordinatorImpl!

    func openFeaturedItem() {
        coordinator.showDetail()
    }
}
