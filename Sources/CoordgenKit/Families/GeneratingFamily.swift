/// A family whose flows and screens are written in a library's idiom rather than by a style's templates
/// (XCoordinator's route enums and `prepareTransition(for:)`): it plans them itself, and the generators
/// ask it before the style.
protocol GeneratingFamily: FlowFamily {
    /// Plans a new coordinator (its files and the edits that wire it into its parent) into `plan`.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws

    /// Plans a new screen into `plan`; returns what shows it and where that is called from, for the
    /// next step.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String)
}

extension FlowFamily {
    var generating: (any GeneratingFamily)? { nil }
}

extension GeneratingFamily {
    var generating: (any GeneratingFamily)? { self }
}
