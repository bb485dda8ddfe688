//
//  AppCoordinator.swift
//  Cinema
//

import SwiftUI

final class AppCoordinator: Coordinator {
    enum Route: Hashable {
        case listings
        case film(name: String)
    }

    @Published var path = NavigationPath()
    @Published var tickets: TicketsCoordinator?

    var root: Route { .listings }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route {
        case .listings:
            ListingsView(onFilm: { [weak self] name in
                self?.push(.film(name: name))
            }, onTickets: { [weak self] in
                self?.openTickets()
            })
        case .film(let name):
            FilmView(name: name)
        }
    }

    func openTickets() {
        let coordinator = TicketsCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.tickets = nil
        }
        tickets = coordinator
    }
}
