import Foundation

/// What the app shares, the navigator among it.
@MainActor
final class Services {
    static let shared = Services()

    let navigator = Navigator()
}
