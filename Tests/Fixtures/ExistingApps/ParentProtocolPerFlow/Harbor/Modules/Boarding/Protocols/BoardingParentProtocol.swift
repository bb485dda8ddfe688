/// What the boarding flow tells the flow that started it.
protocol BoardingParentProtocol {
    func boardingFinished(_ coordinator: Coordinator)
}
