//
//  AppCoordinator.swift
//  Atlas
//

import SwiftUI

final class AppCoordinator: Coordinator {
    @Published var path: [Route] = []
    @Published var visa: VisaCoordinator?

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route.destination {
        case .countries:
            CountriesView(onCountry: { [weak self] code in
                self?.push(.country(code: code))
            }, onVisa: { [weak self] in
                self?.openVisa()
            })
        case .country(let code):
            CountryView(code: code)
        }
    }

    func openVisa() {
        let coordinator = VisaCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.visa = nil
        }
        visa = coordinator
    }
}

struct AppCoordinatorView: View {
    @ObservedObject var coordinator: AppCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.view(for: Route(destination: .countries))
                .navigationDestination(for: Route.self) { route in
                    coordinator.view(for: route)
                }
        }
        .sheet(item: $coordinator.visa) { visa in
            VisaCoordinatorView(coordinator: visa)
        }
    }
}
