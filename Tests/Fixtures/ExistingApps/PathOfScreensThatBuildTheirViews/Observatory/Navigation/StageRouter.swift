import SwiftUI

/// Which part of the app is showing.
enum Stage {
    case arrival
    case sky
}

final class StageRouter: ObservableObject {
    @Published var stage: Stage = .arrival
}
