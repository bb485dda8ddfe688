import UIKit

enum MapsRoute {
    case overview
}

final class MapsCoordinator: BaseCoordinator<MapsRoute> {
    override func start() {
        show(.overview)
    }

    func openPlaces() {
        PlacesCoordinator(navigationController: navigationController).start()
    }
}
