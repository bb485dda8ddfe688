/// An initialiser a coordinator protocol requires, such as `init(_ navigationController: UINavigationController)`.
public struct InitializerRequirement: Codable, Equatable, Sendable {
    /// One parameter: its argument label (`_` for none), its internal name and its type.
    public struct Parameter: Codable, Equatable, Sendable {
        public var label: String
        public var name: String
        public var type: String

        public init(label: String, name: String, type: String) {
            self.label = label
            self.name = name
            self.type = type
        }
    }

    /// The declaration as written, on one line (`init(_ navigationController: UINavigationController)`).
    public var signature: String
    public var parameters: [Parameter]

    public init(signature: String, parameters: [Parameter]) {
        self.signature = signature
        self.parameters = parameters
    }

    /// The initialiser taking `parameters`, its signature spelled from them
    /// (`init(router: Router, factory: Factory)`, `init(_ stack: UINavigationController)`).
    public init(parameters: [Parameter]) {
        let text = parameters.map { ($0.label == $0.name ? "" : "\($0.label) ") + "\($0.name): \($0.type)" }.joined(separator: ", ")
        self.init(signature: "init(\(text))", parameters: parameters)
    }

    /// The initialiser as Swift names it: `init(_:)`, `init(navigationController:)`.
    public var name: String {
        "init(\(parameters.map { "\($0.label):" }.joined()))"
    }
}
