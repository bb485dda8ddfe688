import SwiftUI

enum Payments: Hashable, Pages {
    case paymentView
}

final class PaymentCoordinator: ObservableObject, StackCoordinator {
    typealias ContentView = AnyView
    typealias PageType = Payments

    @Published var path = NavigationPath()

    func build(page: PageType, args: Any? = nil) -> AnyView {
        switch page {
        case .paymentView:
            return AnyView(PaymentView())
        }
    }
}
