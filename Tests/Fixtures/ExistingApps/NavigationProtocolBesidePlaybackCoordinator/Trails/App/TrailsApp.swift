//
//  TrailsApp.swift
//  Trails
//

import SwiftUI

@main
struct TrailsApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            CoordinatorView(coordinator: coordinator)
                .sheet(item: $coordinator.profile) { profile in
                    CoordinatorView(coordinator: profile)
                }
        }
    }
}
