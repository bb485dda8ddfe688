import Combine
import SwiftUI

enum JarsRoute: Hashable {
    case jar(String)
}

/// Holds the Jars tab's stack, as the Shelves one does.
final class JarsCoordinator: ObservableObject {
    @Published var path: [JarsRoute] = []
}
