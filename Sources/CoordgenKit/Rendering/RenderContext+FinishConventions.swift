extension RenderContext.Conventions {
    // The statements that show the flow and finish it: navigation, the finish notification, the handler the parent gets.

    /// The navigation controller as an expression to call methods on (`navigationController?` when optional).
    var navigation: String? {
        protocolShape.navigation.map { $0.optional ? "\($0.name)?" : $0.name }
    }

    /// What tells the parent the flow is done (`finishDelegate?.coordinatorDidFinish(childCoordinator: self)`).
    var finishNotification: String? {
        switch finish.kind {
        case .delegate, .parent:
            guard let property = finish.property, let method = finish.method else { return nil }
            let label = finish.labels?.first ?? "_"
            return "\(property)?.\(method)(\(label == "_" ? "" : "\(label): ")\(finishArgument))"
        case .closure:
            guard let property = finish.property else { return nil }
            // What a closure that passes something back gets from a new flow (`nil`).
            let arguments = finish.closureTakesNoArguments ? "" : (finish.closureArguments ?? []).joined(separator: ", ")
            return (finish.closureType ?? "?").hasSuffix("?") ? "\(property)?(\(arguments))" : "\(property)(\(arguments))"
        case .none:
            return nil
        }
    }

    /// Whether the protocol requires `finish()` but no extension or base class implements it, so the
    /// generated coordinator does.
    var implementsFinish: Bool {
        !protocolShape.providesFinish && protocolShape.requirementSignatures.contains { $0.isFunction("finish", labels: []) }
    }

    /// The call that ends the flow once its screens are gone.
    var finishFlow: String? {
        hasFinishMethod ? "finish()" : finishNotification ?? providedFinishCall
    }

    /// The call to the method every coordinator has that hands it to its parent, where the app ends its
    /// flows that way (`didDeinit()`, ``ProvidedFinishMethod``).
    var providedFinishCall: String? {
        finish.kind == .none ? protocolShape.providedFinish.map { "\($0)()" } : nil
    }

    /// Whether every coordinator has a `finish()` to call.
    var hasFinishMethod: Bool { protocolShape.providesFinish || implementsFinish }

    /// Whom `finishFlow` tells, for the doc comment of `close()`.
    var finishAudience: String? {
        switch finish.kind {
        case .delegate: "the finish delegate"
        case .closure: finish.property.map { "its parent through `\($0)`" }
        case .parent: "the parent coordinator"
        case .none: providedFinishCall.map { "its parent through `\($0)`" }
        }
    }

    /// The doc comment of a pushed flow's `close()`.
    var closeSummary: String {
        (navigation == nil
            ? (heldRouter == nil || heldRouter?.popsScreenItself == true ? "Ends the flow" : "Takes the flow's screen off through its router") : ownsNewStack ? "Dismisses the flow's own stack" : "Takes the flow's screens off the stack")
            + (finishAudience.map { ", then tells \($0)." } ?? ".")
    }

    /// The method a parent implements to drop a finished child, when a new coordinator must have it too:
    /// the delegate protocol's method, or the coordinator protocol's own (`childDidFinish(_:)`): its name,
    /// and its argument label where that is not the parameter's name (`handlerParameterName`). The
    /// templates spell the declaration.
    var finishHandler: (method: String, label: String?)? {
        // A flow's own delegate protocol is its parent's to adopt, never the flow's.
        guard let method = finish.method, let label = finish.labels?.first, finish.delegatePerFlow != true else { return nil }
        switch finish.kind {
        case .delegate: break
        case .parent where finish.parentType == protocolShape.name && finish.parentPerFlow != true: break
        default: return nil
        }
        return (method, label == handlerParameterName ? nil : label)
    }

    /// The delegate protocol's other methods taking the finished child (``FinishMechanism/otherMethods``),
    /// which a conformance declares beside `finishHandler`, each dropping the child alike.
    var otherFinishHandlers: [String] { finish.kind == .delegate && finishHandler != nil ? finish.otherMethods ?? [] : [] }

    /// The delegate protocol each flow declares for itself, where the app's flows do (``PerFlowDelegateFinish``).
    var flowDelegate: PerFlowDelegateFinish? { PerFlowDelegateFinish(shape.protocol.finish) }

    /// The app's finish-delegate protocol.
    var finishDelegateProtocol: String? { finish.kind == .delegate ? finish.protocol : nil }

    /// The handler a new coordinator implements itself (none when its base class has it), and the
    /// protocol its extension declares (none when the coordinator protocol already refines it).
    var declaresOwnFinishHandler: Bool { protocolShape.baseClass == nil && !finishHandlerIsProvided && finishHandler != nil }
    var ownFinishDelegateConformance: String? {
        protocolShape.coordinatorsAreFinishDelegates ? nil : finishDelegateProtocol
    }

    var handlerParameterName: String {
        guard let label = finish.labels?.first, label != "_" else { return "childCoordinator" }
        return label
    }

    var handlerParameterType: String { finish.parameterType ?? "any \(protocolShape.name)" }

    /// Drops the child `handlerParameterName` from the children: by identity from an array, by its
    /// flow from a dictionary keyed by the flow enum.
    var removeFinishedChild: String? {
        guard let children = protocolShape.children else { return nil }
        let child = handlerParameterName
        let optional = handlerParameterType.hasSuffix("?")
        switch children.collection {
        case .array:
            return protocolShape.classBound
                ? "\(children.name).removeAll { $0 === \(child) }"
                : "\(children.name).removeAll { ($0 as AnyObject) === (\(child) as AnyObject) }"
        case .dictionary:
            if let flowType = protocolShape.flowType, children.key == flowType.enum, !optional {
                return "\(children.name)[\(child).\(flowType.property)] = nil"
            }
            return "\(children.name) = \(children.name).filter { $0.value !== \(child) }"
        }
    }
}
