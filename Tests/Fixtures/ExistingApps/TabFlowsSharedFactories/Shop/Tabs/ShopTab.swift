/// The tabs, in the order the tab bar shows them.
enum ShopTab: Int, CaseIterable {
    case feed = 0
    case cart = 1
    case account = 2

    var title: String {
        switch self {
        case .feed: return "Feed"
        case .cart: return "Cart"
        case .account: return "Account"
        }
    }
}
