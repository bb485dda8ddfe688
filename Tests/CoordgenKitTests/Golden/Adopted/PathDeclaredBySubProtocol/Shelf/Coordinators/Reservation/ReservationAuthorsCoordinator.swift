import SwiftUI

enum Reservations: Hashable, Pages {
    case reservationView
}

final class ReservationCoordinator: ObservableObject, StackCoordinator {
    typealias ContentView = AnyView
    typealias PageType = Reservations

    @Published var path = NavigationPath()

    func build(page: PageType, args: Any? = nil) -> AnyView {
        switch page {
        case .reservationView:
            return AnyView(ReservationView())
        }
    }
}
