@MainActor
final class MemberViewModel {
    private weak var coordinator: MemberCoordinator?
    let name = "Ada"

    init(coordinator: MemberCoordinator) {
        self.coordinator = coordinator
    }

    func openBadges() {
        coordinator?.showBadges()
    }
}
