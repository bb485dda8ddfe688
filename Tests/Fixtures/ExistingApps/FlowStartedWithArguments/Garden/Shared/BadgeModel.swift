/// Shared by every flow; it keeps the profile flow apart under a label named after it.
@MainActor
final class BadgeModel {
    private weak var owner: (any Coordinator)?
    private weak var profileCoordinator: ProfileCoordinator?
    var user = ""

    init(profileCoordinator: any Coordinator) {
        owner = profileCoordinator
        self.profileCoordinator = profileCoordinator as? ProfileCoordinator
    }
}
