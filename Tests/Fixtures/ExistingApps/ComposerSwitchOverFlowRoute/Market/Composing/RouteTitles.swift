/// Titles for the app's routes, shared by every flow's screens.
enum RouteTitles {
    static func title(of route: BasketRoute) -> String {
        switch route {
        case .basket:
            return "Basket"
        case .checkout:
            return "Checkout"
        }
    }
}
