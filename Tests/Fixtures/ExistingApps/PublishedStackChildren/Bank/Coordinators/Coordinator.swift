import SwiftUI

@MainActor
protocol Coordinator: ObservableObject {
    associatedtype Destination: Hashable
    associatedtype DestinationView: View

    var stack: [Destination] { get set }

    @ViewBuilder func view(for destination: Destination) -> DestinationView
}

extension Coordinator {
    func show(_ destination: Destination) {
        stack.append(destination)
    }

    func back() {
        _ = stack.popLast()
    }
}
