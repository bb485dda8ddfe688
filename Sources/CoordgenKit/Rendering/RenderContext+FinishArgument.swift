extension RenderContext.Conventions {
    /// What the finish call passes: the coordinator itself, or its flow's case where the delegate method
    /// takes the flow enum (`transitionCoordinator(type: CoordinatorType)`), so the parent learns which
    /// flow ended from `type`.
    var finishArgument: String {
        guard let flowType = protocolShape.flowType, let parameterType = finish.parameterType,
            parameterType.trimmingCharacters(inASCII: "?!") == flowType.enum
        else { return "self" }
        return flowType.property
    }
}
