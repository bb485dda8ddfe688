import SwiftUI

/// The tools tab: the rack and a tool's page.
@MainActor
final class ToolsCoordinator: Coordinator {
    var children: [any Coordinator] = []
    @Published var navigationPath = NavigationPath()

    func start() {}

    @ViewBuilder
    func makeBody() -> some View {
        ToolsStackView(coordinator: self)
    }

    @ViewBuilder
    func destinationView(for destination: ToolsDestination) -> some View {
        switch destination {
        case .tool:
            ToolView()
        }
    }

    func showTool() {
        navigationPath.append(ToolsDestination.tool)
    }
}

/// Where the tools tab goes.
enum ToolsDestination: Hashable {
    case tool
}

private struct ToolsStackView: View {
    @ObservedObject var coordinator: ToolsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            RackView(coordinator: coordinator)
                .navigationDestination(for: ToolsDestination.self) { destination in
                    coordinator.destinationView(for: destination)
                }
        }
    }
}
