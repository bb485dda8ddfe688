/// A `start` that takes an argument, as the app's flows write it (`override func start(with option:
/// DeepLinkOption?)`, `override func start(animated: Bool)`): a new flow implements it the way its
/// siblings do, ignoring the argument (it has no children yet), and a parent starts it the way the
/// siblings are started.
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
    /// What a parent passes when it starts a child without an option of its own, as the parents write it
    /// (`false` in `child.start(animated: false)`); absent for `nil`.
    public var argument: String?
    /// Whether every coordinator has a `start()` without arguments that a protocol extension or the base
    /// class implements (calling this one), so parents call `start()`; absent for no.
    public var plainStartProvided: Bool?

    public init(
        label: String, parameter: String, type: String, overrides: Bool? = nil, declaresStart: Bool? = nil,
        parentsPassOption: Bool? = nil, argument: String? = nil, plainStartProvided: Bool? = nil
    ) {
        self.label = label
        self.parameter = parameter
        self.type = type
        self.overrides = overrides
        self.declaresStart = declaresStart
        self.parentsPassOption = parentsPassOption
        self.argument = argument
        self.plainStartProvided = plainStartProvided
    }

    /// The parameter as a declaration writes it (`with option: DeepLinkOption?`).
    public var parameterDeclaration: String {
        "\(label == parameter ? "" : "\(label) ")\(parameter): \(type)"
    }

    /// The method's declaration in a new flow (`override func start(with option: DeepLinkOption?)`).
    public var declaration: String {
        "\(overrides == true ? "override " : "")func start(\(parameterDeclaration))"
    }

    /// The call that starts a child flow: with the parent's own option, else as a flow is started alone.
    public func startCall(hasPlainStart: Bool) -> String {
        if parentsPassOption == true { return "start(\(argument(parameter)))" }
        return standaloneStartCall(hasPlainStart: hasPlainStart)
    }

    /// The call that starts a flow where no option is at hand (a parent that passes none, a test):
    /// `start()` when the coordinators have one, else with the argument the parents pass (`nil` unless
    /// recorded).
    public func standaloneStartCall(hasPlainStart: Bool) -> String {
        hasPlainStart || plainStartProvided == true ? "start()" : "start(\(argument(self.argument ?? "nil")))"
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
            ? "parents pass their own \(parameter) on (start(\(argument(parameter))))"
            : argument == nil && plainStartProvided != true
                ? "parents start a child without one" : "parents start a child with \(standaloneStartCall(hasPlainStart: false))"
        return "flows implement \(declaration)\(start); \(parents)"
    }
}
