import Foundation

/// What the shopper picked, handed back by the flows that fill it.
struct Basket {
    var items: [String] = []
}
