import Foundation

/// The plants the greenhouse grows.
final class Catalog {
    var names: [String] = []
}

/// Who sells the seeds and pots.
final class Supplier {
    let name = "Nursery"
}

/// When each bed is watered.
struct Schedule {
    var hours: [Int] = [7, 19]
}
