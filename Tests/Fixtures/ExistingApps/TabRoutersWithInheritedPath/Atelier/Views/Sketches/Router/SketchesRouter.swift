import SwiftUI

@Observable class SketchesRouter: BaseRouter {
    enum Destination: String, RouterDestination, CaseIterable {
        case pencil
        case charcoal
    }

    private(set) var visits: [String] = []

    func navigate(to destination: Destination) {
        record(destination)
        path.append(destination)
    }

    private func record(_ destination: Destination) {
        switch destination {
        case .pencil:
            visits.append("pencil")
        case .charcoal:
            visits.append("charcoal")
        }
    }
}
