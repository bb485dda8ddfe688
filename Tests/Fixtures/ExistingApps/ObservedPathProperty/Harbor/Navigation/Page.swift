import Foundation

/// The pages pushed onto the harbour's one path.
enum Page: Hashable {
    case berths
    case vessel(name: String)
}

/// The sheets the harbour presents.
enum Sheet: String, Identifiable {
    case tides

    var id: String { rawValue }
}
