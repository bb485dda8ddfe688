import SwiftUI

/// A flow of one screen, pushed as a value.
final class AuthorsCoordinator: Hashable {
    private let identifier = UUID()

    @MainActor
    func content() -> some View {
        AuthorsView()
    }

    nonisolated static func == (lhs: AuthorsCoordinator, rhs: AuthorsCoordinator) -> Bool {
        lhs.identifier == rhs.identifier
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}
