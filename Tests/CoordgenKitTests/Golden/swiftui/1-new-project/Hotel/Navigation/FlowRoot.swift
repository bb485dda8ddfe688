//
//  FlowRoot.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI

/// A flow's first screen, registering the flow's routes on the stack it is shown in, so that the screens
/// the flow pushes later find their views. It is the root of a `CoordinatorStack`, and the view of the
/// destination a parent pushes to start a child flow on its own stack.
struct FlowRoot<Flow: Coordinator>: View {
    let coordinator: Flow

    var body: some View {
        coordinator.view(for: coordinator.firstScreen)
            .navigationDestination(for: Route<Flow>.self) { route in
                route.view
            }
    }
}

/// A destination on a navigation stack, together with the coordinator that shows it.
///
/// SwiftUI finds the view of a pushed value by its type, in the `navigationDestination` declared
/// closest to the stack's root. A route builds its view with its own coordinator, whichever
/// registration shows it, so a flow pushed twice onto one stack still gets its own screens.
struct Route<Flow: Coordinator>: Hashable {
    let destination: Flow.Destination
    /// Weak: a stack must not keep a finished flow alive.
    weak var coordinator: Flow?
    private let owner: ObjectIdentifier

    init(_ destination: Flow.Destination, of coordinator: Flow) {
        self.destination = destination
        self.coordinator = coordinator
        owner = ObjectIdentifier(coordinator)
    }

    static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.owner == rhs.owner && lhs.destination == rhs.destination
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(owner)
        hasher.combine(destination)
    }

    /// The destination's view, from its own coordinator; nothing once that flow is gone.
    @MainActor @ViewBuilder
    var view: some View {
        if let coordinator {
            coordinator.view(for: destination)
        }
    }
}
