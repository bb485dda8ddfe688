/// Flows written on RxFlow (RxSwiftCommunity's library), as data: each flow is a class conforming to the
/// library's `Flow` (`var root: Presentable`, `func navigate(to step: Step) -> FlowContributors`) whose
/// `navigate(to:)` switches over a steps enum conforming to `Step` (`enum AppStep: Step { case
/// profileIsRequired }`), one for the whole app or one per flow. A parent starts a child in a clause of
/// its switch: it makes the child flow, shows the child's root once it is created (`Flows.use(child,
/// when: .created) { root in … }`) and returns `.one(flowContributor: .contribute(withNextPresentable:
/// child, withNextStepper: OneStepper(withSingleStep: …)))`, whose step the child's switch handles first.
///
/// There is no coordinator protocol of the app: `shape.name` records the library's `Flow`.
public struct RxFlowShape: Codable, Equatable, Sendable {
    /// The steps enum: the one name every flow switches over (`AppStep`), or, with `{Name}` for the flow,
    /// how each flow's own enum is named (`{Name}Step`).
    public var steps: String
    /// How a step that starts a flow or shows a screen is named, with `{name}` for the flow's or screen's
    /// case name (`{name}IsRequired`).
    public var stepCase: String

    public init(steps: String, stepCase: String) {
        self.steps = steps
        self.stepCase = stepCase
    }

    /// Whether each flow has its own steps enum (`{Name}Step`) rather than one for the app.
    public var stepsPerFlow: Bool { steps.contains(NamingScheme.placeholder) }

    /// The steps enum of `flow` (`ProfileStep` for `Profile`, or the app's `AppStep`).
    public func stepsEnum(forFlow flow: String) -> String {
        NamingScheme.apply(steps, to: flow)
    }

    /// The step of a flow or screen whose case name is `caseName` (`profileIsRequired` for `profile`).
    public func step(_ caseName: String) -> String {
        stepCase.replacingOccurrences(of: Self.casePlaceholder, with: caseName)
    }

    /// The case name a step is named after (`profile` for `profileIsRequired`), nil where the step does
    /// not follow ``stepCase``.
    public func caseName(ofStep step: String) -> String? {
        let parts = stepCase.components(separatedBy: Self.casePlaceholder)
        guard parts.count == 2, step.hasPrefix(parts[0]), step.hasSuffix(parts[1]),
            step.count > parts[0].count + parts[1].count
        else { return nil }
        return String(step.dropFirst(parts[0].count).dropLast(parts[1].count))
    }

    /// The placeholder of ``stepCase``.
    public static let casePlaceholder = "{name}"
}
