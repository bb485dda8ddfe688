//
//  AppCoordinator.swift
//  Trails
//

import SwiftUI

final class AppCoordinator: Coordinator {
    enum Route: Hashable {
        case map
        case trail(name: String)
    }

    @Published var path = NavigationPath()
    @Published var profile: ProfileCoordinator?
    /// Rings when a trail's summit is reached; no flow.
    let chime = ChimePlaybackCoordinator()

    var root: Route { .map }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route {
        case .map:
            MapView(onTrail: { [weak self] name in
                self?.push(.trail(name: name))
            }, onProfile: { [weak self] in
                self?.openProfile()
            })
        case .trail(let name):
            TrailView(name: name)
        }
    }

    func openProfile() {
        let coordinator = ProfileCoordinator()
        coordinator.onFinish = { [weak self] in
            self?.profile = nil
        }
        profile = coordinator
    }
}
