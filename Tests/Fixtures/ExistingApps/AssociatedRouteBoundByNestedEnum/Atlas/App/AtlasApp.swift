//
//  AtlasApp.swift
//  Atlas
//

import SwiftUI

@main
struct AtlasApp: App {
    let coordinator = MapsCoordinator()

    var body: some Scene {
        WindowGroup {
            coordinator.rootView
        }
    }
}
