import Foundation

/// Counts the screens shown, by route.
final class RouteLog {
    private(set) var shown: [String] = []

    func record(_ route: AppRoute) {
        switch route {
        case .tree:
            shown.append("tree")
        case .harvest:
            shown.append("harvest")
        case .stall:
            shown.append("stall")
        }
    }
}
