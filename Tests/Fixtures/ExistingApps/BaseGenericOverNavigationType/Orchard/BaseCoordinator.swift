import UIKit

/// The class every flow subclasses, generic over the view controller the flow runs.
@MainActor
class BaseCoordinator<Host> where Host: UIViewController {
    var host: Host

    init(host: Host) {
        self.host = host
    }

    func start() {
        preconditionFailure("subclasses start their flow")
    }
}
