/// A `start` that takes an option, as the app's flows write it (`override func start(with option:
/// DeepLinkOption?)`): a new flow implements it the way its siblings do, ignoring the option (it has no
/// children yet), and a parent starts it the way the siblings are started.
public struct OptionStartShape: Codable, Equatable, Sendable {
    /// The argument label (`with`).
    public var label: String
    /// The parameter's name inside the method (`option`).
    public var parameter: String
    /// The parameter's type as written (`DeepLinkOption?`).
    public var type: String
    /// Whether the flows write it with `override` (the base class implements it); absent for no.
    public var overrides: Bool?
    /// Whether the flows also write `start()`, calling this one with `nil`; absent for no (the base
    /// class or a protocol extension implements `start()`, or there is none).
    public var declaresStart: Bool?
    /// Whether parents take the option in the method that starts a child (`runParcelsFlow(with option:)`)
    /// and pass it on (`coordinator.start(with: option)`); absent for no: they call `start()`.
    public var parentsPassOption: Bool?

    public init(
        label: String, parameter: String, type: String, overrides: Bool? = nil, declaresStart: Bool? = nil,
        parentsPassOption: Bool? = nil
    ) {
        self.label = label
        self.parameter = parameter
        self.type = type
        self.overrides = overrides
        self.declaresStart = declaresStart
        self.parentsPassOption = parentsPassOption
    }

    /// The parameter as a declaration writes it (`with option: DeepLinkOption?`).
    public var parameterDeclaration: String {
        "\(label == parameter ? "" : "\(label) ")\(parameter): \(type)"
    }

    /// The method's declaration in a new flow (`override func start(with option: DeepLinkOption?)`).
    public var declaration: String {
        "\(overrides == true ? "override " : "")func start(\(parameterDeclaration))"
    }

    /// The call that starts a child flow: with the parent's own option, `nil` when the coordinators have
    /// no `start()`, else `start()`.
    public func startCall(hasPlainStart: Bool) -> String {
        if parentsPassOption == true { return "start(\(argument(parameter)))" }
        return hasPlainStart ? "start()" : "start(\(argument("nil")))"
    }

    /// `with: value`, or `value` for an unlabelled parameter.
    func argument(_ value: String) -> String { label == "_" ? value : "\(label): \(value)" }

}

extension OptionStartShape {
    /// What `init` says about it (`flows implement override func start(with option: DeepLinkOption?); parents call start()`).
    var finding: String {
        let start = declaresStart == true ? " and start() calling it with nil" : ""
        let parents =
            parentsPassOption == true
            ? "parents pass their own \(parameter) on (start(\(argument(parameter))))" : "parents start a child without one"
        return "flows implement \(declaration)\(start); \(parents)"
    }
}
