/// SwiftUI coordinators that push through one method handling every navigation event rather than a
/// `push(_:)` of their own (`shape.routes.dispatch`, read by `Adoption/DispatchedPushReader`): the
/// method takes an enum of events (`func handle(_ event: Event)`, `func route(_ type: RouteType<T>)`),
/// one case of which carries a route and appends it to the path (`case .push(let destination):
/// path.append(destination)`), while the others present sheets, pop or switch tabs.
///
/// Orthogonal to the route families (it changes only how a route is pushed), it owns the call a new
/// screen's method makes: `handle(.push(.giraffe))`. A flow coordgen writes has no events of its own:
/// it declares a push named after the case (`push(_ destination: Destination)`), and a screen of such a
/// flow is pushed with it (`Styles/SwiftUI/CoordinatorDispatchedPush`).
public struct DispatchedPush: Codable, Equatable, Sendable {
    /// The method taking the event, as the shape records a push (`handle`, `route`, `send(event:)`).
    public var method: String
    /// The event's case carrying the route (`push`).
    public var `case`: String
    /// The case's argument label where it has one (`screen` of `case push(screen: Screen)`).
    public var label: String?
    /// The event's case that pops (`pop` of `case .pop: path.removeLast()`), where the coordinators have
    /// no pop method of their own; nil otherwise.
    public var pop: String?

    public init(method: String, case: String, label: String?) {
        self.method = method
        self.case = `case`
        self.label = label
    }

    /// The event carrying `route` (`.giraffe`): `.push(.giraffe)`, `.push(screen: .giraffe)`.
    public func event(carrying route: String) -> String {
        ".\(self.case)(\(label.map { "\($0): " } ?? "")\(route))"
    }

    /// How a screen pops: `handle(.pop)` where the event pops, else the recorded pop method (`pop()`).
    public func popCall(recorded pop: String) -> String {
        self.pop.map { "\(RouteShape.baseName(method))(.\($0))" } ?? "\(pop)()"
    }

    /// The push a flow without events declares instead, named after the case (`push`).
    public var ownPush: String { self.case }
}
