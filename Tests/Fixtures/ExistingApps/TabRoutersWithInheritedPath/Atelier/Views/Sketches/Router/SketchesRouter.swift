import SwiftUI

@Observable class SketchesRouter: BaseRouter {
    enum Destination: String, RouterDestination, CaseIterable {
        case pencil
        case charcoal
    }

    func navigate(to destination: Destination) {
        path.append(destination)
    }
}
