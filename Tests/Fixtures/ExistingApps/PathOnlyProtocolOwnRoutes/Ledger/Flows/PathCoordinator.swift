import SwiftUI

/// What every flow of the app has: the steps it pushes and the path its stack binds. Each flow pushes
/// and shows its steps itself.
@MainActor
protocol PathCoordinator {
    associatedtype Step: Hashable

    var path: NavigationPath { get set }

    func resetPath()
}

extension PathCoordinator {
    func resetPath() {}
}
