//
//  FlowStack.swift
//  Atlas
//

import SwiftUI

/// The navigation stack of one flow, around its first view.
struct FlowStack<Flow: Coordinator, Root: View>: View {
    @ObservedObject var coordinator: Flow
    @ViewBuilder var root: () -> Root

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            root()
                .navigationDestination(for: Flow.Route.self) { route in
                    coordinator.destination(for: route)
                }
        }
    }
}
