//
//  GardenApp.swift
//  Garden
//

import SwiftUI

@main
struct GardenApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            coordinator.start()
        }
    }
}
