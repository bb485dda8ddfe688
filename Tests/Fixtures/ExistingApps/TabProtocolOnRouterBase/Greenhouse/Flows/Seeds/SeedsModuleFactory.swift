import UIKit

/// Makes the screens of the seeds flow.
final class SeedsModuleFactory {
    func makeSeeds() -> SeedsViewController {
        SeedsViewController()
    }
}
