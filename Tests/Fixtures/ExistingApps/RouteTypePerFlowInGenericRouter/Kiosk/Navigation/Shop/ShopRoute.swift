import Foundation

enum ShopRoute: Hashable {
    case catalog
    case item
}
