//
//  CoordinatorView.swift
//  Trails
//

import SwiftUI

/// The navigation stack of one flow.
struct CoordinatorView<Flow: Coordinator>: View {
    @ObservedObject var coordinator: Flow

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.view(for: coordinator.root)
                .navigationDestination(for: Flow.Route.self) { route in
                    coordinator.view(for: route)
                }
        }
    }
}
