/// What the boarding flow tells the flow that started it.
@MainActor
protocol BoardingParentProtocol {
    func boardingFinished(_ coordinator: Coordinator)
}
