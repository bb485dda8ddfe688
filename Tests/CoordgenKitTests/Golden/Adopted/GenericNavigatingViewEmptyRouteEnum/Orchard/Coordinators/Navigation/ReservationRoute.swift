import SwiftUI

// MARK: - Harvest

enum ReservationRoute: Routable {
    case basket
    case receipt

    var navigationType: NavigationType {
        switch self {
        case .basket:
            .present(.sheet)
        case .receipt:
            .push
        }
    }
}

extension ReservationRoute: Identifiable {
    var id: String {
        switch self {
        case .basket: "basket"
        case .receipt:
            "receipt"
        }
    }
}
