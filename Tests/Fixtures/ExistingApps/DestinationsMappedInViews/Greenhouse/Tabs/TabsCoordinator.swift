import SwiftUI

/// One coordinator per tab, made once and kept.
final class TabsCoordinator: ObservableObject {
    @Published var selected = 0
    let bedsCoordinator = BedsCoordinator()
    let seedsCoordinator = SeedsCoordinator()
}
