import Foundation

/// The books the library lists.
final class Catalog {
    var titles: [String] = []
}
