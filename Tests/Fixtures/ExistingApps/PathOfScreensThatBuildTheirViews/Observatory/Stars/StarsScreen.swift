import SwiftUI

enum StarsScreen: SkyScreen {
    case catalogue
    case constellation

    var title: String {
        switch self {
        case .catalogue:
            return "Catalogue"
        case .constellation:
            return "Constellation"
        }
    }
}

extension StarsScreen {
    @ViewBuilder
    func buildView(navigator: StarsNavigating) -> some View {
        switch self {
        case .catalogue:
            CatalogueView(navigator: navigator)
        case .constellation:
            ConstellationView()
        }
    }
}
