/// Where new files go when an app groups them by feature, and which module declares the protocol.
///
/// Each folder is a pattern relative to `.coordgen.yml` in which `{Name}` stands for the flow
/// (`Presentation/{Name}Scene/Coordinator`), or `{Title}` for its name in words separated by spaces
/// (`Flows/{Title} Flow` puts `OrderHistory` in `Flows/Order History Flow`); an absent pattern means the
/// matching folder of `paths:`. A component `*` is the feature area a flow shares with the flow it goes
/// beside (`Features/*/{Name}`: a new child of `Features/Booking/Cart`'s coordinator goes into
/// `Features/Booking/{Name}`, a new screen of that coordinator into its own area). `{Parent}` stands
/// for the whole folder of the flow a file goes beside — a new flow's parent, a new screen's
/// coordinator — where an app's flows follow no pattern (`{Parent}`, `{Parent}/{Name}`).
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

    /// The component that stands for the area of the flow a new file goes beside.
    public static let areaWildcard = "*"

    /// The placeholder for the folder of the flow a new file goes beside.
    public static let parentPlaceholder = "{Parent}"

    /// Whether `pattern` has an area component (`*`) or the related flow's folder (`{Parent}`), which
    /// only the folder of a related flow fills.
    public static func hasArea(_ pattern: String) -> Bool {
        pattern.split(separator: "/").contains { $0 == areaWildcard || $0 == parentPlaceholder }
    }

    /// Whether `pattern` puts files in the related flow's own folder (`{Parent}`).
    public static func followsParent(_ pattern: String) -> Bool {
        pattern.split(separator: "/").contains { $0 == parentPlaceholder }
    }

    /// The folder `pattern` names for the flow `name` beside the flow whose folder is `near`: each `*`
    /// takes the component at its place in `near`, provided `near`'s components before it are the
    /// pattern's (a flow-named component matching any). Nil when there is a `*` and no such `near`.
    public static func folder(_ pattern: String, flow name: String, near: String?) -> String? {
        guard hasArea(pattern) else { return folder(pattern, flow: name) }
        if followsParent(pattern) {
            guard let near else { return nil }
            let filled = pattern.split(separator: "/").map { $0 == parentPlaceholder ? near : String($0) }.filter { !$0.isEmpty }
            return folder(filled.joined(separator: "/"), flow: name)
        }
        let components = pattern.split(separator: "/").map(String.init)
        let nearComponents = near?.split(separator: "/").map(String.init) ?? []
        guard let lastArea = components.lastIndex(of: areaWildcard), lastArea < nearComponents.count else { return nil }
        var filled = components
        for index in 0...lastArea {
            let component = components[index]
            if component == areaWildcard {
                filled[index] = nearComponents[index]
            } else if !component.contains(NamingScheme.placeholder), !component.contains(titlePlaceholder),
                component != nearComponents[index]
            {
                return nil
            }
        }
        return folder(filled.joined(separator: "/"), flow: name)
    }

    /// The folder `pattern` names for the flow `name`.
    public static func folder(_ pattern: String, flow name: String) -> String {
        NamingScheme.apply(
            pattern.replacingOccurrences(of: titlePlaceholder, with: name.splittingCamelCaseWords.joined(separator: " ")), to: name)
    }

    /// Whether nothing differs from the `paths:` folders.
    public var isEmpty: Bool { self == LayoutConventions() }
}
