//___FILEHEADER___

/// A coordinator owns one flow of the app: it builds the flow's screens through a factory, shows them
/// through a `RouterProtocol`, and starts child coordinators for sub-flows. Screens never navigate.
///
/// UIKit is main-actor isolated, and so is every coordinator.
@MainActor
protocol Coordinator: AnyObject {
    /// Shows the first screen of the flow.
    func start()
}
