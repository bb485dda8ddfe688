//
//  AppCoordinator.swift
//  Garden
//

import SwiftUI

final class AppCoordinator: Coordinator {
    enum Route: Hashable {
        case plant(name: String)
    }

    @Published var path: [Route] = []
    @Published var seasons: SeasonsCoordinator?

    func start() -> some View {
        AppCoordinatorView(coordinator: self)
    }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route {
        case .plant(let name):
            PlantView(name: name)
        }
    }

    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        _ = path.popLast()
    }

    func openSeasons() {
        let coordinator = SeasonsCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.seasons = nil
        }
        seasons = coordinator
    }
}

struct AppCoordinatorView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            BedsView(onPlant: { name in
                coordinator.push(.plant(name: name))
            }, onSeasons: {
                coordinator.openSeasons()
            })
            .navigationDestination(for: AppCoordinator.Route.self) { route in
                coordinator.view(for: route)
            }
        }
        .sheet(item: $coordinator.seasons) { seasons in
            seasons.start()
        }
    }
}
