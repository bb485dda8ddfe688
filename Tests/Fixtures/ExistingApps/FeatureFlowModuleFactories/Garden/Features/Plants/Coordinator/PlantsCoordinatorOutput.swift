/// What the plants flow tells the coordinator that started it.
protocol PlantsCoordinatorOutput: AnyObject {
    func plantsCoordinatorDidPick(_ plant: String)
}
