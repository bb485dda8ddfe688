//
//  ShipsCoordinator.swift
//  Harbor
//

import SwiftUI

final class ShipsCoordinator: CoordinatorProtocol, Identifiable {
    enum Route: Hashable {
        case ship(name: String)
    }

    @Published var path: [Route] = []
    var onFinish: (() -> Void)?

    func start() -> some View {
        ShipsCoordinatorView(coordinator: self)
    }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route {
        case .ship(let name):
            ShipView(name: name)
        }
    }

    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        _ = path.popLast()
    }

    func finish() {
        onFinish?()
    }
}

struct ShipsCoordinatorView: ModalCoordinatorViewProtocol {
    @ObservedObject var coordinator: ShipsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            ShipsView(onShip: { name in
                coordinator.push(.ship(name: name))
            }, onClose: close)
            .navigationDestination(for: ShipsCoordinator.Route.self) { route in
                coordinator.view(for: route)
            }
        }
    }

    func close() {
        coordinator.finish()
    }
}
