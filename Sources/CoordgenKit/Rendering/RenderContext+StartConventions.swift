/// How a flow starts, in the app's conventions: `start()`, or a `start` that takes an argument the way
/// the app's flows write it (`override func start(animated: Bool)`), and how a parent or a test calls it.
extension RenderContext.Conventions {
    /// The values every style's templates read for starting a flow, spelled here and nowhere else.
    var startValues: [String: any Sendable] {
        var optionStart = shape.protocol.optionStart
        let hasPlainStart = shape.protocol.requiresPlainStart
        // The flows override a base class's `start`; a new flow that inherits from none declares its own,
        // and `start()` as well where the protocol requires it and the base class was what implemented it.
        if shape.protocol.baseClass == nil || shape.protocol.baseClassConforms == false || shape.protocol.baseClassStarts == false {
            if optionStart?.overrides == true, hasPlainStart, !shape.protocol.providesMethod("start", labels: []) {
                optionStart?.declaresStart = true
            }
            optionStart?.overrides = nil
        }
        return [
            "optionStartDeclaration": optionStart.map { access.applied(toMembers: $0.declaration) } ?? "",
            "optionStartAlsoStart": optionStart?.declaresStart == true,
            // `start()` that the flows also write, calling the other with what parents pass.
            "startWithNil": optionStart.map { "start(\($0.argument($0.argument ?? "nil")))" } ?? "",
            "openFlowParameters": optionStart?.parentsPassOption == true ? optionStart?.parameterDeclaration ?? "" : "",
            "startChildCall": optionStart?.startCall(hasPlainStart: hasPlainStart) ?? "\(shape.protocol.startName)()",
            "startAloneCall": optionStart?.standaloneStartCall(hasPlainStart: hasPlainStart) ?? "\(shape.protocol.startName)()",
            // `start`, or the method the protocol starts its flows with (``StartUnderAnotherName``).
            "startMethod": shape.protocol.startName,
            // The screen property the base's `start` shows, which a new flow overrides (``OverriddenStartScreen``).
            "startScreen": shape.protocol.baseClass == nil ? "" : shape.protocol.startScreen ?? "",
            "baseClassName": shape.protocol.baseClass ?? "",
        ]
    }
}
