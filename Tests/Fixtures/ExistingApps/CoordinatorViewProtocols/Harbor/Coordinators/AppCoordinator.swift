//
//  AppCoordinator.swift
//  Harbor
//

import SwiftUI

/// Where this flow goes: each flow has an enum of its own, named after it.
enum AppPath: Hashable {
    case dock(number: Int)
}

final class AppCoordinator: CoordinatorProtocol {
    @Published var path: [AppPath] = []
    @Published var ships: ShipsCoordinator?

    func start() -> some View {
        AppCoordinatorView(coordinator: self)
    }

    @ViewBuilder
    func view(for route: AppPath) -> some View {
        switch route {
        case .dock(let number):
            DockView(number: number)
        }
    }

    func push(_ route: AppPath) {
        path.append(route)
    }

    func pop() {
        _ = path.popLast()
    }

    func openShips() {
        let coordinator = ShipsCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.ships = nil
        }
        ships = coordinator
    }
}

struct AppCoordinatorView: CoordinatorViewProtocol {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            DocksView(onDock: { number in
                coordinator.push(.dock(number: number))
            }, onShips: {
                coordinator.openShips()
            })
            .navigationDestination(for: AppPath.self) { route in
                coordinator.view(for: route)
            }
        }
        .sheet(item: $coordinator.ships) { ships in
            ships.start()
        }
    }
}
