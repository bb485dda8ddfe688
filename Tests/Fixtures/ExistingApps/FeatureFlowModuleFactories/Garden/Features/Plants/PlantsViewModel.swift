final class PlantsViewModel {
    let title = "Plants"
    private(set) var plants = ["Fern", "Basil"]

    func plant(at index: Int) -> String {
        plants[index]
    }
}
