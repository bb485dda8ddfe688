//
//  MapsCoordinator.swift
//  Atlas
//

import SwiftUI

final class MapsCoordinator: Coordinator {
    enum Page: Hashable {
        case region(String)
        case legend
    }

    @Published var childCoordinator: (any Coordinator)?
    @Published var navigationPath: [Page] = []

    var rootView: some View {
        FlowStack(coordinator: self) {
            MapsView(onRegion: { [weak self] name in
                self?.push(route: .region(name))
            }, onLegend: { [weak self] in
                self?.push(route: .legend)
            }, onSettings: { [weak self] in
                self?.present(child: SettingsCoordinator())
            })
        }
    }

    @ViewBuilder
    func destination(for route: Page) -> some View {
        switch route {
        case .region(let name):
            RegionView(name: name)
        case .legend:
            LegendView()
        }
    }
}
