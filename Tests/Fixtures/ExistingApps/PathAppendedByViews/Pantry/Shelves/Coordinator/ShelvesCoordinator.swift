import Combine
import SwiftUI

enum ShelvesRoute: Hashable {
    case shelf(Int)
    case restock
}

/// Holds the Shelves tab's stack; its screens append to the path themselves.
final class ShelvesCoordinator: ObservableObject {
    @Published var path: [ShelvesRoute] = []
}
