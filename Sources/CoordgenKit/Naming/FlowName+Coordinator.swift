extension FlowName {
    /// A coordinator as typed after `--parent` or `--coordinator`: its flow name, without the
    /// `Coordinator` suffix typed out of habit; a class named just `Coordinator` (a SwiftUI app's only
    /// coordinator) is kept as typed, and the lookup then finds the class of that name.
    public init(parsingCoordinator input: String) throws(NameError) {
        try self.init(parsing: input, droppingSuffix: input == "Coordinator" ? nil : "Coordinator")
    }
}
