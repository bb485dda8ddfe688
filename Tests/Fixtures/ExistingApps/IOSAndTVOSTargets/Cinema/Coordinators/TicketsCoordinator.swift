//
//  TicketsCoordinator.swift
//  Cinema
//

import SwiftUI

final class TicketsCoordinator: Coordinator, Identifiable {
    enum Route: Hashable {
        case tickets
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    var root: Route { .tickets }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route {
        case .tickets:
            TicketsView(onClose: { [weak self] in
                self?.onFinish?()
            })
        }
    }
}
