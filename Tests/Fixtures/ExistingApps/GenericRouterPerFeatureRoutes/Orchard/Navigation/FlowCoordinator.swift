import SwiftUI

/// A flow: the routes it pushes, the router holding them, and the views it builds for them.
@MainActor
protocol FlowCoordinator {
    associatedtype Route: Hashable
    associatedtype Content: View
    associatedtype Destination: View

    var router: Router<Route> { get set }

    @ViewBuilder
    func makeView() -> Content

    @ViewBuilder
    func makeDestination(for route: Route) -> Destination
}
