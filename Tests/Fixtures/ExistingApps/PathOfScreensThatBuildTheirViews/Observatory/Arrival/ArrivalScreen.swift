import SwiftUI

enum ArrivalScreen: SkyScreen {
    case greeting

    var title: String {
        switch self {
        case .greeting:
            return "Greeting"
        }
    }
}

extension ArrivalScreen {
    func buildView(navigator: ArrivalNavigating) -> some View {
        switch self {
        case .greeting:
            return GreetingView(navigator: navigator)
        }
    }
}
