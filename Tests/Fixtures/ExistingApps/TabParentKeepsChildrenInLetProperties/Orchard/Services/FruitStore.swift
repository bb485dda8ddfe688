import Foundation

@MainActor
final class FruitStore {
    static let shared = FruitStore()

    private(set) var baskets: [String] = []

    func add(_ basket: String) {
        baskets.append(basket)
    }
}
