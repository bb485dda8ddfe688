//
//  AtlasApp.swift
//  Atlas
//

import SwiftUI

@main
struct AtlasApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            AppCoordinatorView(coordinator: coordinator)
        }
    }
}
