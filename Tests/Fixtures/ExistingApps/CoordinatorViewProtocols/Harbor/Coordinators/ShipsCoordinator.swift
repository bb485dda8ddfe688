//
//  ShipsCoordinator.swift
//  Harbor
//

import SwiftUI

/// Where this flow goes: each flow has an enum of its own, named after it.
enum ShipsPath: Hashable {
    case ship(name: String)
}

final class ShipsCoordinator: CoordinatorProtocol, Identifiable {
    @Published var path: [ShipsPath] = []
    var onFinish: (() -> Void)?

    func start() -> some View {
        ShipsCoordinatorView(coordinator: self)
    }

    @ViewBuilder
    func view(for route: ShipsPath) -> some View {
        switch route {
        case .ship(let name):
            ShipView(name: name)
        }
    }

    func push(_ route: ShipsPath) {
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
            .navigationDestination(for: ShipsPath.self) { route in
                coordinator.view(for: route)
            }
        }
    }

    func close() {
        coordinator.finish()
    }
}
