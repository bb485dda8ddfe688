import SwiftUI

@Observable class SketchesRouter: BaseRouter {
    enum Destination: String, RouterDestination, CaseIterable {
        case pencil
        case charcoal

        var title: String {
            return switch self {
            case .pencil:
                "Pencil"
            case .charcoal:
                "Charcoal"
            }
        }
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
