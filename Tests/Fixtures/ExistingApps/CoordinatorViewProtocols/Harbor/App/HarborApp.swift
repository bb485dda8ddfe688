//
//  HarborApp.swift
//  Harbor
//

import SwiftUI

@main
struct HarborApp: App {
    @StateObject private var coordinator = AppCoordinator()

    var body: some Scene {
        WindowGroup {
            coordinator.start()
        }
    }
}
