import SwiftUI

enum CampsPage: Hashable {
    case list
}

class CampsCoordinator: BaseCoordinator {
    @Published var page: CampsPage

    init(path: NavigationPath, page: CampsPage) {
        self.page = page
        super.init(path: path)
    }

    @ViewBuilder
    func build() -> some View {
        switch page {
        case .list:
            CampsView()
        }
    }
}
