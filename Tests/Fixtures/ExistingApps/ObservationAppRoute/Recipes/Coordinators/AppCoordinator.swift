import Observation
import SwiftUI

@Observable
final class AppCoordinator: Coordinator {
    var path: [Route] = []

    @ViewBuilder
    func destination(for route: Route) -> some View {
        switch route {
        case .list:
            RecipeListView(onSelect: { [weak self] id in
                self?.push(.recipe(id: id))
            })
        case .recipe(let id):
            RecipeView(id: id)
        }
    }
}
