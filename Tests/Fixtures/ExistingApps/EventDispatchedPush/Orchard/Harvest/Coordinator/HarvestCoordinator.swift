import SwiftUI

/// The Harvest tab: events as in every tab.
@MainActor
final class HarvestCoordinator: ObservableObject {
    weak var parent: TabsCoordinator?
    @Published var path = NavigationPath()

    enum Destination: Hashable {
        case basket
    }

    enum Event {
        case push(Destination)
        case pop
    }

    func handle(_ event: Event) {
        switch event {
        case .push(let destination):
            path.append(destination)
        case .pop:
            path.removeLast()
        }
    }
}
