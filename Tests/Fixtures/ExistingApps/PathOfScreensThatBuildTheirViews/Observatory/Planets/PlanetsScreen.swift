import SwiftUI

enum PlanetsScreen: SkyScreen {
    case system
    case orbit

    var title: String {
        switch self {
        case .system:
            return "System"
        case .orbit:
            return "Orbit"
        }
    }
}

extension PlanetsScreen {
    @ViewBuilder
    func buildView(navigator: PlanetsNavigating) -> some View {
        switch self {
        case .system:
            SystemView(navigator: navigator)
        case .orbit:
            OrbitView()
        }
    }
}
