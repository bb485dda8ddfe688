//
//  ShelfHomeView.swift
//  Kiln
//

import SwiftUI

struct ShelfHomeView: View {
    @StateObject private var coordinator = ShelfCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            Button("Pot") { coordinator.openPot() }
                .navigationDestination(for: ShelfCoordinator.Path.self) { path in
                    switch path {
                    case .pot:
                        PotView()
                    }
                }
        }
    }
}
