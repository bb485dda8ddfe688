/// Where new files go when an app groups them by feature, and which module declares the protocol.
///
/// Each folder is a pattern relative to `.coordgen.yml` in which `{Name}` stands for the flow
/// (`Presentation/{Name}Scene/Coordinator`), or `{Title}` for its name in words separated by spaces
/// (`Flows/{Title} Flow` puts `OrderHistory` in `Flows/Order History Flow`); an absent pattern means the
/// matching folder of `paths:`.
public struct LayoutConventions: Codable, Equatable, Sendable {
    /// Where a new flow's coordinator goes.
    public var coordinators: String?
    /// Where a new flow's screens go.
    public var screens: String?
    /// Where a new flow's tests go.
    public var tests: String?
    /// The module that declares the coordinator protocol when it is not the app's (`CoreModule`):
    /// generated files then `import` it, and what they implement for it is `public`.
    public var protocolModule: String?

    public init(coordinators: String? = nil, screens: String? = nil, tests: String? = nil, protocolModule: String? = nil) {
        self.coordinators = coordinators
        self.screens = screens
        self.tests = tests
        self.protocolModule = protocolModule
    }

    /// The placeholder for the flow's name in words (`Order History`).
    public static let titlePlaceholder = "{Title}"

    /// The folder `pattern` names for the flow `name`.
    public static func folder(_ pattern: String, flow name: String) -> String {
        NamingScheme.apply(
            pattern.replacingOccurrences(of: titlePlaceholder, with: name.splittingCamelCaseWords.joined(separator: " ")), to: name)
    }

    /// Whether nothing differs from the `paths:` folders.
    public var isEmpty: Bool { self == LayoutConventions() }
}
