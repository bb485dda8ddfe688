/// What the docks flow tells the flow that started it.
@MainActor
protocol DocksParentProtocol {
    func finished(_ coordinator: Coordinator)
}
