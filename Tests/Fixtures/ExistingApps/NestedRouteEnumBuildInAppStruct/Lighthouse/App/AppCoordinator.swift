//
//  AppCoordinator.swift
//  Lighthouse
//

import Combine
import SwiftUI

@MainActor
final class AppCoordinator: CoordinatorProtocol, ObservableObject {
    enum Route: Hashable {
        case harbour
        case vessel(name: String)
        case tides
    }

    enum SheetRoute: Identifiable {
        case logbook(entry: String)

        var id: String {
            switch self {
            case .logbook(let entry): return "logbook-\(entry)"
            }
        }
    }

    @Published var rootRoute: Route = .harbour
    @Published var sheetRoute: SheetRoute?
    @Published var navigationPath = NavigationPath()

    @ViewBuilder
    func build(route: Route) -> some View {
        switch route {
        case .harbour:
            HarbourView(coordinator: self)
        case .vessel(let name):
            VesselView(name: name, coordinator: self)
        case .tides:
            TidesView()
        }
    }

    @ViewBuilder
    func buildSheet(route: SheetRoute) -> some View {
        switch route {
        case .logbook(let entry):
            LogbookView(entry: entry)
        }
    }

    func push(_ route: Route) {
        navigationPath.append(route)
    }

    func pop() {
        navigationPath.removeLast()
    }

    func popToRoot() {
        navigationPath.removeLast(navigationPath.count)
    }

    func present(sheet: SheetRoute) {
        sheetRoute = sheet
    }

    func dismissSheet() {
        sheetRoute = nil
    }
}
