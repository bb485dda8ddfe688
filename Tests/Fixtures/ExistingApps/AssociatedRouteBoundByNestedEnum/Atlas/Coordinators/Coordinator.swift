//
//  Coordinator.swift
//  Atlas
//

import SwiftUI

/// A flow: the flow it presents, its view, and the routes of its own stack with the view of each.
/// Each flow picks its route type by what it nests and declares.
protocol Coordinator: ObservableObject {
    var childCoordinator: (any Coordinator)? { get set }

    associatedtype Content: View
    @ViewBuilder @MainActor var rootView: Content { get }

    associatedtype Route: Hashable
    var navigationPath: [Route] { get set }

    associatedtype Destination: View
    @ViewBuilder @MainActor func destination(for route: Route) -> Destination
}

extension Coordinator {
    func present(child: any Coordinator) {
        childCoordinator = child
    }

    func push(route: Route) {
        navigationPath.append(route)
    }

    func pop() {
        guard !navigationPath.isEmpty else { return }
        navigationPath.removeLast()
    }
}
