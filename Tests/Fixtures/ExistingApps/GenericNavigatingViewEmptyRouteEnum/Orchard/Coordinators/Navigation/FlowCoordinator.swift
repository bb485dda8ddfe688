import SwiftUI

/// A flow with a stack of its own: the routes it pushes or presents, and the view of each.
protocol FlowCoordinator: Coordinator {
    associatedtype Route: Routable
    associatedtype Destination: View

    var childCoordinator: (any Coordinator)? { get set }

    var navigationControllers: [NavigationController<Route>] { get set }

    @MainActor @ViewBuilder func destination(for route: Route) -> Destination
}

extension FlowCoordinator {
    func present(child: any Coordinator) {
        childCoordinator = child
        child.finishDelegate = self
    }

    func dismissChild() {
        childCoordinator = nil
    }

    func didFinish(childCoordinator: any Coordinator) {
        dismissChild()
    }
}

extension FlowCoordinator {
    func setupInitialNavigationController() {
        navigationControllers.append(NavigationController<Route>())
    }

    func push(route: Route) {
        topNavigationController.navigationPath.append(route)
    }

    func popLast() {
        guard !topNavigationController.navigationPath.isEmpty else { return }
        topNavigationController.navigationPath.removeLast()
    }

    func popToRoot() {
        let count = topNavigationController.navigationPath.count
        guard count > 0 else { return }
        topNavigationController.navigationPath.removeLast(count)
    }

    func present(route: Route) {
        topNavigationController.presentedRoute = route
        navigationControllers.append(NavigationController<Route>())
    }

    func dismissTop() {
        guard navigationControllers.count > 1 else { return }
        navigationControllers.removeLast()
        topNavigationController.presentedRoute = nil
    }

    var rootNavigationController: NavigationController<Route> {
        guard let controller = navigationControllers.first else { fatalError("no root navigation controller") }
        return controller
    }

    var topNavigationController: NavigationController<Route> {
        guard let controller = navigationControllers.last else { fatalError("no top navigation controller") }
        return controller
    }
}
