import SwiftUI

@Observable class ReservationRouter: BaseRouter {
    enum Destination: String, RouterDestination {
        case frame
        case receipt
        case lighting

        var title: String {
            rawValue.capitalized
        }
    }

    func navigate(to destination: Destination) {
        path.append(destination)
    }
}
