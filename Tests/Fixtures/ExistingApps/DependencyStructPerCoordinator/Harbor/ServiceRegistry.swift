import Foundation

/// What every flow is handed inside its dependency.
final class ServiceRegistry {
    let bookings: [String]

    init(bookings: [String] = []) {
        self.bookings = bookings
    }
}
