import SwiftUI

/// How a route is shown.
enum NavigationType {
    case push
    case present(PresentationType)
}

enum PresentationType {
    case sheet
    case fullScreenCover
}

protocol Routable: Hashable {
    var navigationType: NavigationType { get }
}

// MARK: - Trees

enum TreesRoute: Routable {
//    case grafting

    var navigationType: NavigationType {
        switch self {
        }
    }
}

extension TreesRoute: Identifiable {
    var id: String {
        switch self {
//        case .grafting: "grafting"
        }
    }
}

// MARK: - Harvest

enum HarvestRoute: Routable {
    case basket

    var navigationType: NavigationType {
        switch self {
        case .basket:
            .present(.sheet)
        }
    }
}

extension HarvestRoute: Identifiable {
    var id: String {
        switch self {
        case .basket: "basket"
        }
    }
}
