import Foundation

enum AppRoute: Hashable {
    case tree(id: Int)
    case harvest
    case stall(name: String)
}

enum Tab: Int, CaseIterable {
    case grove
    case market
}
