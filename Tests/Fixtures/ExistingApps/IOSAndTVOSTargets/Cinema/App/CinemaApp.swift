//
//  CinemaApp.swift
//  Cinema
//

import SwiftUI

@main
struct CinemaApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            CoordinatorView(coordinator: coordinator)
                .sheet(item: $coordinator.tickets) { tickets in
                    CoordinatorView(coordinator: tickets)
                }
        }
    }
}
