//
//  LoansCoordinator.swift
//  Library
//

import SwiftUI

@MainActor
final class LoansCoordinator: ObservableObject, Identifiable {
    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    func push(_ destination: Destination) {
        path.append(Route(destination))
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route.destination {
        case .loans:
            LoansView(onClose: { [weak self] in
                self?.onFinish?()
            })
        default:
            EmptyView()
        }
    }
}

struct LoansCoordinatorView: View {
    @ObservedObject var coordinator: LoansCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.view(for: Route(.loans))
                .navigationDestination(for: Route.self) { route in
                    coordinator.view(for: route)
                }
        }
    }
}
