import UIKit

/// Shows the tools kept in the shed.
final class ShedCoordinator: StackCoordinator {
    override func start() {
        showTools()
    }

    private func showTools() {
        guard let tools = modules.make(ToolsModule.self) else { return }
        setViewControllers([tools.screen], animated: false)
    }
}
