//
//  AppCoordinator.swift
//  Library
//

import SwiftUI

@MainActor
final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var loans: LoansCoordinator?

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
        case .shelves:
            ShelvesView(onBook: { [weak self] isbn in
                self?.push(.book(isbn: isbn))
            }, onLoans: { [weak self] in
                self?.showLoans()
            })
        case .book(let isbn):
            BookView(isbn: isbn)
        case .loans:
            EmptyView()
        }
    }

    func showLoans() {
        let coordinator = LoansCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.loans = nil
        }
        loans = coordinator
    }
}

struct AppCoordinatorView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.view(for: Route(.shelves))
                .navigationDestination(for: Route.self) { route in
                    coordinator.view(for: route)
                }
        }
        .sheet(item: $coordinator.loans) { loans in
            LoansCoordinatorView(coordinator: loans)
        }
    }
}
