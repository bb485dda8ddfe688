import SwiftUI

@MainActor
final class DogsCoordinator: Coordinator {
    enum Destination: Hashable {
        case dog(String)
        case vet
    }

    @Published var path = NavigationPath()
    @Published var showsVet = false

    func navigate(to destination: Destination) {
        switch destination {
        case .dog:
            path.append(destination)
        case .vet:
            showsVet = true
        }
    }
}
