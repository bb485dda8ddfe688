import SwiftUI

enum TabItem: Int, CaseIterable {
    case trees = 0
    case harvest = 1

    var title: String {
        switch self {
        case .trees:
            return "Trees"
        case .harvest:
            return "Harvest"
        }
    }
}
