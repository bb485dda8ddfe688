//
//  ProfileCoordinator.swift
//  Trails
//

import SwiftUI

final class ProfileCoordinator: Coordinator, Identifiable {
    enum Route: Hashable {
        case profile
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    var root: Route { .profile }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route {
        case .profile:
            ProfileView(onClose: { [weak self] in
                self?.onFinish?()
            })
        }
    }
}
