import Combine
import SwiftUI

/// What every flow is: an observable value that can be pushed onto a navigation path, holding the path
/// it was made with.
class BaseCoordinator: ObservableObject, Hashable {
    @Published var path: NavigationPath
    var cancellables = Set<AnyCancellable>()
    private let identifier = UUID()

    init(path: NavigationPath) {
        self.path = path
    }

    static func == (lhs: BaseCoordinator, rhs: BaseCoordinator) -> Bool {
        lhs.identifier == rhs.identifier
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}
