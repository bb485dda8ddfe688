import UIKit
@testable import Orchard

/// A test double of one flow: it subclasses that flow, not the base class.
final class MockTreesCoordinator: TreesCoordinator {
    private(set) var startCount = 0

    override func start() {
        startCount += 1
    }
}
