import Observation

@MainActor
@Observable
final class MenuCoordinator {
    private unowned let parent: TabsCoordinator
    var itemCount = 0

    init(parent: TabsCoordinator) {
        self.parent = parent
    }

    func showOtherTab() {
        parent.select(tab: 1)
    }
}
