import SwiftUI

/// Keeps each tab's coordinator for the app's lifetime.
@MainActor
final class AppCoordinator: ObservableObject {
    @Published var signedIn = true
    @Published var dogsCoordinator = DogsCoordinator()
    @Published var walksCoordinator = WalksCoordinator()
}
