import UIKit

/// Makes the screens of one flow from its routes.
@MainActor
protocol Composing {
    associatedtype Route
    func makeViewController(for route: Route) -> UIViewController
}
