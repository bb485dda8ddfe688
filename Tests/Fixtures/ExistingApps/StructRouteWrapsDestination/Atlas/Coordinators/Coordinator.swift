//
//  Coordinator.swift
//  Atlas
//

import SwiftUI

/// A flow: the path of its stack, and the view of each route pushed onto it.
@MainActor
protocol Coordinator: ObservableObject {
    associatedtype RouteView: View

    var path: [Route] { get set }

    @ViewBuilder func view(for route: Route) -> RouteView
}

extension Coordinator {
    func push(_ destination: Destination) {
        path.append(Route(destination: destination))
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
