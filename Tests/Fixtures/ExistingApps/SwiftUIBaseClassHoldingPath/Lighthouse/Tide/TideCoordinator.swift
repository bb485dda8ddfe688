import Foundation

enum TidePushDestination: Hashable {
    case chart
}

class TideCoordinator: Coordinator {
    override init() {
        super.init()
    }

    func showChart() {
        push(to: TidePushDestination.chart)
    }
}
