import SwiftUI

/// The greenhouse: its two flows side by side.
@MainActor
final class GardenCoordinator: Coordinator {
    var children: [any Coordinator] = []
    @Published private(set) var plants: PlantsCoordinator?
    @Published private(set) var tools: ToolsCoordinator?

    func start() {
        let plants = PlantsCoordinator()
        let tools = ToolsCoordinator()
        self.plants = plants
        self.tools = tools
        keep(plants)
        keep(tools)
        plants.start()
        tools.start()
    }

    @ViewBuilder
    func makeBody() -> some View {
        VStack {
            if let plants {
                plants.makeBody()
            }
            if let tools {
                tools.makeBody()
            }
        }
    }
}
