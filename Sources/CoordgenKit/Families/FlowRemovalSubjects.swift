/// A generated flow as `remove coordinator` finds it, for the family to add what is its own.
struct RemovedFlow {
    /// The flow as the user named it, resolved to its class.
    let resolution: CoordinatorNameResolver.Resolution
    /// The flow's name (`Reservation`).
    let name: FlowName
    /// The types that declare the method starting it.
    let parents: [String]
    /// The screens it shows, by name (its first screen first).
    let screens: [String]
}

/// A generated screen as `remove screen` finds it, for the family to add what is its own.
struct RemovedScreen {
    /// The screen's name (`Receipt`).
    let name: FlowName
    /// The coordinator that shows it.
    let coordinator: CoordinatorNameResolver.Resolution
    /// The coordinator's class and, where it has one, its protocol.
    let owners: Set<String>
    /// Whether the coordinator presents it (`present<Name>()`) rather than pushing it.
    let presented: Bool
}

/// A flow's class as the naming scheme spells it, before and after a rename.
struct FlowNames {
    /// The flow's name (`Hikes`).
    let stem: String
    /// Its coordinator class (`HikesCoordinator`).
    let flowClass: String
    /// The app's screen pattern (`naming.screen`), where a family needs it to name the flow's first screen.
    var screenPattern: String? = nil
}

/// A screen or child flow a flow shows, by name, with the class it would have as a flow: what `rename
/// coordinator` reads the comments coordgen wrote about the flow in.
struct ShownName {
    /// The screen's or flow's name (`Details`).
    let name: FlowName
    /// Its coordinator class as the naming scheme spells it (`DetailsCoordinator`).
    let flowClass: String
}
