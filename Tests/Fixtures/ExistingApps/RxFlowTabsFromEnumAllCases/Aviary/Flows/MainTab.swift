import UIKit

/// The tabs, in the order the tab bar shows them.
enum MainTab: CaseIterable {
    case birds
    case nests

    var title: String {
        switch self {
        case .birds:
            return "Birds"
        case .nests:
            return "Nests"
        }
    }
}
