import UIKit

/// What the flows share.
@MainActor
final class Services {
    let api = APIClient()
    let tabItems = TabItems()
}

/// One tab bar item per tab, named after the tab.
@MainActor
final class TabItems {
    func maps() -> UITabBarItem { UITabBarItem(title: "Maps", image: nil, tag: 0) }
    func places() -> UITabBarItem { UITabBarItem(title: "Places", image: nil, tag: 1) }
}
