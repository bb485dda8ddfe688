//___FILEHEADER___

import SwiftUI

/// A coordinator owns one flow of the app: it decides which screen comes next and starts child
/// coordinators for sub-flows. Screens never navigate: they report what the user did through callbacks.
///
/// Everything a flow can show is a case of its `Destination` enum — its screens, and the child flows it
/// starts (a case that carries the child coordinator) — and `view(for:)` builds the view of each case.
/// `push(_:)` and `present(_:style:)` show a destination; `pop()`, `popToRoot()` and `dismiss()`, from
/// `BaseCoordinator`, take screens away. SwiftUI is main-actor isolated, and so is every coordinator.
@MainActor
protocol Coordinator: BaseCoordinator {
    /// Everything the flow shows; pushed onto a stack in a `Route` with this coordinator.
    associatedtype Destination: Hashable
    associatedtype DestinationView: View

    /// The screen the flow starts with: the root of its stack, or the screen its parent pushes.
    var firstScreen: Destination { get }

    /// The view of `destination`, with its callbacks wired to this coordinator.
    @ViewBuilder func view(for destination: Destination) -> DestinationView
}

extension Coordinator {
    /// Pushes `destination` onto the flow's navigation stack.
    func push(_ destination: Destination) {
        navigator.push(Route(destination, of: self))
    }

    /// Pushes `destination`, the first screen of `child`'s flow: the child finishes — and its parent
    /// releases it — when that screen leaves the stack, by `finish()`, Back, a swipe or `popToRoot()`.
    func push(_ destination: Destination, startingFlow child: BaseCoordinator) {
        navigator.push(Route(destination, of: self), startingFlow: child)
    }

    /// Presents `destination` over the flow's stack. With `child`, the presentation is `child`'s flow:
    /// it finishes when it is dismissed, by `finish()` or by the user swiping a sheet down.
    func present(_ destination: Destination, style: Presentation.Style = .sheet, startingFlow child: BaseCoordinator? = nil) {
        navigator.present(AnyView(view(for: destination)), style: style, startingFlow: child)
    }
}
