//
//  SettingsCoordinator.swift
//  Atlas
//

import SwiftUI

final class SettingsCoordinator: Coordinator {
    enum Page: Hashable {
        case units
    }

    @Published var childCoordinator: (any Coordinator)?
    @Published var navigationPath: [Page] = []

    var rootView: some View {
        FlowStack(coordinator: self) {
            SettingsView(onUnits: { [weak self] in
                self?.push(route: .units)
            })
        }
    }

    @ViewBuilder
    func destination(for route: Page) -> some View {
        switch route {
        case .units:
            UnitsView()
        }
    }
}
