//
//  SeasonsCoordinator.swift
//  Garden
//

import SwiftUI

final class SeasonsCoordinator: Coordinator, Identifiable {
    enum Route: Hashable {
        case season(Int)
    }

    @Published var path: [Route] = []
    var onFinish: (() -> Void)?

    func start() -> some View {
        SeasonsCoordinatorView(coordinator: self)
    }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route {
        case .season(let number):
            SeasonView(number: number)
        }
    }

    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        _ = path.popLast()
    }

    func close() {
        onFinish?()
    }
}

struct SeasonsCoordinatorView: View {
    @ObservedObject var coordinator: SeasonsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            SeasonsView(onSeason: { number in
                coordinator.push(.season(number))
            }, onClose: {
                coordinator.close()
            })
            .navigationDestination(for: SeasonsCoordinator.Route.self) { route in
                coordinator.view(for: route)
            }
        }
    }
}
