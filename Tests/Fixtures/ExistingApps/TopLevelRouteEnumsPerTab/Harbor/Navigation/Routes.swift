import SwiftUI

// Each tab pushes routes of its own, declared side by side.

enum DocksRoute: Hashable {
    case dock(id: Int)
    case schedule
}

enum BoatsRoute: Hashable {
    case boat(name: String)
}
