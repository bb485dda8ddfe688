import Foundation

/// Every screen the app pushes.
enum Route: Hashable {
    case list
    case recipe(id: Int)
}
