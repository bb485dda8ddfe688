import Foundation

enum HarborPushDestination: Hashable {
    case berth
}

class HarborCoordinator: Coordinator {
    override init() {
        super.init()
    }
}
