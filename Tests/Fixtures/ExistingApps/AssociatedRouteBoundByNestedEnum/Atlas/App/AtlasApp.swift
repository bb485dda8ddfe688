//
//  AtlasApp.swift
//  Atlas
//

import SwiftUI

@main
struct AtlasApp: App {
    var body: some Scene {
        WindowGroup {
            StartView()
        }
    }
}

/// Keeps the first flow for as long as the app runs.
struct StartView: View {
    @StateObject private var maps = MapsCoordinator()

    var body: some View {
        maps.rootView
    }
}
