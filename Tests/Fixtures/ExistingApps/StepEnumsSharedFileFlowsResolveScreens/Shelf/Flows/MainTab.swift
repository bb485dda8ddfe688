import UIKit

/// The tabs, in the order the tab bar shows them.
enum MainTab: CaseIterable {
    case books
    case authors

    var title: String {
        switch self {
        case .books:
            return "Books"
        case .authors:
            return "Authors"
        }
    }
}
