import SwiftUI

/// What a flow's store keeps: the pages pushed and the view of each.
protocol PageStore: ObservableObject {
    associatedtype Page: Hashable
    associatedtype PageView: View

    var path: NavigationPath { get set }
    func view(for page: Page) -> PageView
    func open(_ page: Page)
    func close()
}

extension PageStore {
    func open(_ page: Page) {
        path.append(page)
    }

    func close() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
