//
//  Coordinator.swift
//  Trails
//

import SwiftUI

/// A flow: the routes it can push, the path of its stack, and the view of each route.
@MainActor
protocol Coordinator: ObservableObject {
    associatedtype Route: Hashable
    associatedtype RouteView: View

    var path: NavigationPath { get set }
    var root: Route { get }

    @ViewBuilder func view(for route: Route) -> RouteView
}

extension Coordinator {
    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
    }
}
