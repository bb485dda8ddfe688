import SwiftUI

/// Whether the user is signed in; the views decide which flow that shows.
class AppCoordinator: ObservableObject {
    @Published var isSignedIn = false

    func signIn() {
        isSignedIn = true
    }

    func signOut() {
        isSignedIn = false
    }
}
