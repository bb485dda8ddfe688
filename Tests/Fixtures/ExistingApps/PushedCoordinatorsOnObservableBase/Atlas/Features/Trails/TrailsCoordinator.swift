import SwiftUI

enum TrailsPage: Hashable {
    case list
}

class TrailsCoordinator: BaseCoordinator {
    private let page: TrailsPage

    init(path: NavigationPath, page: TrailsPage) {
        self.page = page
        super.init(path: path)
    }

    @ViewBuilder
    func build() -> some View {
        switch page {
        case .list:
            trailsView()
        }
    }

    private func trailsView() -> some View {
        TrailsView(onSelect: { [weak self] in
            guard let self else { return }
            self.path.append(TrailDetailCoordinator(path: self.path))
        })
    }
}
