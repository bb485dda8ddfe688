import SwiftUI

/// Everything the Trees tab shows goes through `handle(_:)`: its screens send events, never touch the path.
@MainActor
final class TreesCoordinator: ObservableObject {
    weak var parent: TabsCoordinator?
    @Published var path = NavigationPath()
    @Published var sheet: Sheet?

    enum Destination: Hashable {
        case tree(Int)
        case pruning
    }

    enum Sheet: Identifiable {
        case planting

        var id: String { "planting" }
    }

    enum Event {
        case push(Destination)
        case present(Sheet)
        case dismissSheet
        case pop
        case showHarvest
    }

    func handle(_ event: Event) {
        switch event {
        case .push(let destination):
            path.append(destination)
        case .present(let sheet):
            self.sheet = sheet
        case .dismissSheet:
            sheet = nil
        case .pop:
            if !path.isEmpty {
                path.removeLast()
            }
        case .showHarvest:
            parent?.select(.harvest)
        }
    }
}
