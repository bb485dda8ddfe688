/// What `coordgen remove coordinator` or `coordgen remove screen` was asked for.
public struct RemovalOptions: Sendable {
    /// The flow (`Reservation`) or the screen (`Details`) to remove.
    public var name: String
    /// For a screen: the coordinator that shows it.
    public var coordinator: String?
    /// Remove even when code the user wrote still uses it, listing those places.
    public var force: Bool
    /// Remove the flows a flow starts too, and theirs.
    public var recursive: Bool

    public init(name: String, coordinator: String? = nil, force: Bool = false, recursive: Bool = false) {
        self.name = name
        self.coordinator = coordinator
        self.force = force
        self.recursive = recursive
    }
}
