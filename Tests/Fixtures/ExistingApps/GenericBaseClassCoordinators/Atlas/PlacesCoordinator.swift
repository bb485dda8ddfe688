import UIKit

enum PlacesRoute {
    case list
}

final class PlacesCoordinator: BaseCoordinator<PlacesRoute> {
    override func start() {
        show(.list)
    }
}
