protocol PlanetsNavigating {
    func showOrbit()
}
