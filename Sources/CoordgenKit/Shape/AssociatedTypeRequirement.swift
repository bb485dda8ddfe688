/// A coordinator protocol with an associated type each coordinator picks for itself
/// (`associatedtype CoordinationResult`, filled by a generic base class, `BaseCoordinator<Void>`, with
/// `start() -> AnyPublisher<CoordinationResult, Never>`; `associatedtype Content: View`, inferred from
/// each coordinator's `var rootView: some View`): which type a new flow ends with or shows, and how its
/// parent observes it, is the flow's own decision, so coordgen does not write one from the shape; a flow
/// made like a sibling (`--like`) copies the sibling's choice.
enum AssociatedTypeRequirement {
    /// Why a new coordinator is refused, where `requirement` declares an associated type; nil for other
    /// requirements. `uses` are the protocol's other requirements and properties, as written
    /// (`rootView: Content`, `func start() -> ContentViewType`): those naming the associated type are the
    /// members through which each coordinator picks it. The command ends it with the `--like` that makes
    /// the flow (``ExampleRefusalHint``).
    static func problem(_ requirement: String, protocolName: String, uses: [String] = []) -> String? {
        let words = requirement.split(whereSeparator: \.isWhitespace)
        guard words.first == "associatedtype", let name = words.dropFirst().first else { return nil }
        let bare = String(name.prefix { $0 != ":" && $0 != "=" })
        let members = uses.filter { $0 != requirement && TypeWords.contains(bare, in: $0) }
        guard !members.isEmpty else {
            return
                "\(protocolName) requires `associatedtype \(bare)`, which each coordinator picks for itself (its base class's generic argument, what its parent observes), so coordgen does not pick one for a new coordinator (shape.otherRequirements in .coordgen.yml)"
        }
        let through = members.map { "`\($0)`" }.joined(separator: ", ")
        return
            "\(protocolName) requires `associatedtype \(bare)`, which each coordinator picks for itself through \(through) (a typealias, a base class's generic argument, or a `some View` Swift infers from the member), and coordgen's templates write no such member for a new coordinator (shape.otherRequirements in .coordgen.yml)"
    }
}
