/// What the docks flow tells the flow that started it.
protocol DocksParentProtocol {
    func finished(_ coordinator: Coordinator)
}
