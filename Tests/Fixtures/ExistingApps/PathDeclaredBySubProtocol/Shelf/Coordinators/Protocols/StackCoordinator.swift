import SwiftUI

protocol Pages: Hashable {}

/// A coordinator that shows its screens on a path of its own.
protocol StackCoordinator: Coordinator {
    associatedtype PageType: Pages

    var path: NavigationPath { get set }

    func build(page: PageType, args: Any?) -> ContentView
}

extension StackCoordinator {
    func push(page: PageType) {
        path.append(page)
    }

    func pop() {
        path.removeLast()
    }
}
