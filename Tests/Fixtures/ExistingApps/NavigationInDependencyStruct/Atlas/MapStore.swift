import Foundation

/// What the flows share; each is handed it inside its dependency.
final class MapStore {
    var savedPlaces: [String] = []
}
