/// Resolves what people type after `--parent` or `--coordinator` (`App`, `AppCoordinator`,
/// `DefaultAppCoordinator`, `AppCoordinatorImpl`, `MainCoordinator`, `AppCoordinatorProtocol`) to a
/// flow name and the protocol and class that the naming scheme gives it, checked against the names
/// the app declares.
public struct CoordinatorNameResolver {
    /// What a name resolved to.
    public struct Resolution: Equatable, Sendable {
        /// The flow's name (`App`).
        public var flow: String
        /// The flow's protocol, when the scheme has one and the app declares it.
        public var protocolName: String?
        /// The flow's class.
        public var className: String
        /// What the user should know: how the name was read, or that the protocol is missing.
        public var notes: [String]
    }

    /// Why a name does not resolve.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknown(name: String, lookedFor: String, known: [String])

        public var description: String {
            switch self {
            case .unknown(let name, let lookedFor, let known):
                let list = known.isEmpty ? "it has none yet" : "it has \(known.joined(separator: ", "))"
                return
                    "no class \(lookedFor) in this project (\(list)): create it with `coordgen new coordinator \(name)`, or check the spelling"
            }
        }
    }

    public let naming: NamingScheme
    /// Whether the app declares a type of that name; asked for a handful of candidates only, so a
    /// caller can answer from a text search instead of indexing the whole app.
    let isDeclared: (String) -> Bool
    /// The app's coordinator classes, for the message when nothing matches; asked only then.
    let knownClasses: () -> [String]

    public init(naming: NamingScheme, declaredTypes: Set<String>) {
        self.init(
            naming: naming, isDeclared: { declaredTypes.contains($0) },
            knownClasses: { declaredTypes.filter { NamingScheme.match(naming.flowClass, $0) != nil }.sorted() })
    }

    init(naming: NamingScheme, isDeclared: @escaping (String) -> Bool, knownClasses: @escaping () -> [String]) {
        self.naming = naming
        self.isDeclared = isDeclared
        self.knownClasses = knownClasses
    }

    /// Resolves `input`: an exact class or protocol name wins, then the name read through the scheme's
    /// class and protocol patterns, then the name as a flow name (`App` → `AppCoordinator`); the root
    /// (`MainCoordinator`) resolves by its class name or its flow name (`Main`).
    public func resolve(_ input: String) throws(Failure) -> Resolution {
        // A root class the scheme cannot name (a SwiftUI app's only `Coordinator`): by its exact name.
        if input == naming.root, NamingScheme.match(naming.flowClass, input) == nil, isDeclared(input) {
            return Resolution(flow: input, protocolName: nil, className: input, notes: [])
        }
        let candidates = readings(of: input)
        for candidate in candidates {
            let className = NamingScheme.apply(naming.flowClass, to: candidate.flow)
            guard isDeclared(className) else { continue }
            var notes: [String] = []
            // `App` for `AppCoordinator` is how the flag is documented to work; anything else is a reading
            // the user should see.
            let plainFlowName = candidate.flow == input && className == NamingScheme.apply(naming.flowClass, to: input)
            if className != input, !plainFlowName {
                notes.append("\(input) read as \(candidate.how): class \(className)")
            }
            var protocolName: String?
            if let pattern = naming.flowProtocol {
                let expected = NamingScheme.apply(pattern, to: candidate.flow)
                if isDeclared(expected) {
                    protocolName = expected
                } else {
                    notes.append("found class \(className) but not its protocol \(expected): only the class is edited")
                }
            }
            return Resolution(flow: candidate.flow, protocolName: protocolName, className: className, notes: notes)
        }
        // The exact name of a class the scheme does not name (`HomeCoordinatingLogic` where the scheme is
        // `{Name}Coordinator`): the user typed a type that exists, so it is that one.
        if NamingScheme.match(naming.flowClass, input) == nil, isDeclared(input) {
            let flow = Self.flowName(ofClass: input)
            return Resolution(
                flow: flow, protocolName: nil, className: input,
                notes: ["\(input) read as the class of that name, which the naming scheme \(naming.flowClass) does not name (naming.flowClass in .coordgen.yml)"])
        }
        let lookedFor = NamingScheme.match(naming.flowClass, input) != nil ? input : NamingScheme.apply(naming.flowClass, to: input)
        throw .unknown(name: NamingScheme.match(naming.flowClass, input) ?? input, lookedFor: lookedFor, known: knownClasses())
    }

    /// The flows `input` may name, in the order they are tried, each with how it was read: through the
    /// class and protocol patterns, as the root, without a default `Coordinator` suffix, as a bare flow
    /// name, and without the class pattern's prefix.
    private func readings(of input: String) -> [(flow: String, how: String)] {
        var candidates: [(flow: String, how: String)] = []
        if let flow = NamingScheme.match(naming.flowClass, input) { candidates.append((flow, "the class \(input)")) }
        if let pattern = naming.flowProtocol, let flow = NamingScheme.match(pattern, input) {
            candidates.append((flow, "the protocol \(input)"))
        }
        if let flow = NamingScheme.match(naming.flowClass, naming.root), input == naming.root || input == flow {
            candidates.append((flow, input == naming.root ? "the root class \(input)" : "the root flow \(input)"))
        }
        // A name typed with the default suffix in an app with another scheme (`AppCoordinator` where
        // classes are `Default{Name}Coordinator`), or a bare flow name.
        if input.hasSuffix("Coordinator"), input.count > "Coordinator".count {
            candidates.append((String(input.dropLast("Coordinator".count)), "the flow \(input.dropLast("Coordinator".count))"))
        }
        candidates.append((input, "the flow \(input)"))
        // The class pattern's prefix typed without its suffix (`DefaultApp` for `Default{Name}Coordinator`).
        let prefix = naming.flowClass.components(separatedBy: NamingScheme.placeholder).first ?? ""
        if !prefix.isEmpty, input.hasPrefix(prefix), input.count > prefix.count {
            let flow = String(input.dropFirst(prefix.count))
            candidates.append((flow, "the flow \(flow)"))
        }
        return candidates
    }

    /// A class's flow name: the name without the coordinator word it ends in (`HomeCoordinatingLogic` →
    /// `Home`), else the whole name.
    static func flowName(ofClass name: String) -> String {
        guard let range = name.range(of: "Coordinat", options: .backwards), range.lowerBound > name.startIndex else { return name }
        return String(name[..<range.lowerBound])
    }
}
