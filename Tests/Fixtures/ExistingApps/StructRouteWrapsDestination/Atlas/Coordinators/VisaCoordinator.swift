//
//  VisaCoordinator.swift
//  Atlas
//

import SwiftUI

final class VisaCoordinator: Coordinator, Identifiable {
    @Published var path: [Route] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route.destination {
        case .countries:
            VisaView(onClose: { [weak self] in
                self?.onFinish?()
            })
        default:
            EmptyView()
        }
    }
}

struct VisaCoordinatorView: View {
    @ObservedObject var coordinator: VisaCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.view(for: Route(destination: .countries))
                .navigationDestination(for: Route.self) { route in
                    coordinator.view(for: route)
                }
        }
    }
}
