/// A coordinator protocol with an associated type each coordinator picks for itself
/// (`associatedtype CoordinationResult`, filled by a generic base class, `BaseCoordinator<Void>`, with
/// `start() -> AnyPublisher<CoordinationResult, Never>`): which type a new flow ends with, and how its
/// parent observes it, is the flow's own decision, so coordgen does not write one from the shape; a flow
/// made like a sibling (`--like`) copies the sibling's choice.
enum AssociatedTypeRequirement {
    /// Why a new coordinator is refused, where `requirement` declares an associated type; nil for other
    /// requirements. The command ends it with the `--like` that makes the flow (``ExampleRefusalHint``).
    static func problem(_ requirement: String, protocolName: String) -> String? {
        let words = requirement.split(whereSeparator: \.isWhitespace)
        guard words.first == "associatedtype", let name = words.dropFirst().first else { return nil }
        let bare = name.prefix { $0 != ":" && $0 != "=" }
        return
            "\(protocolName) requires `associatedtype \(bare)`, which each coordinator picks for itself (its base class's generic argument, what its parent observes), so coordgen does not pick one for a new coordinator (shape.otherRequirements in .coordgen.yml)"
    }
}
