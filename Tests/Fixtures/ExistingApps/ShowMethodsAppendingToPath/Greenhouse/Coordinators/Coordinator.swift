import SwiftUI

/// What every flow of the greenhouse does.
@MainActor
protocol Coordinator: ObservableObject {
    associatedtype Body: View

    var children: [any Coordinator] { get set }

    func start()

    @ViewBuilder
    func makeBody() -> Body
}

extension Coordinator {
    func keep(_ child: any Coordinator) {
        children.append(child)
    }

    func release(_ child: any Coordinator) {
        children.removeAll { $0 === child }
    }
}
