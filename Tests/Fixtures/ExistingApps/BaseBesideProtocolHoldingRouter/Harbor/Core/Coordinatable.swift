/// What every flow does; each flow declares its own protocol refining it.
protocol Coordinatable: AnyObject {
    func start()
}
