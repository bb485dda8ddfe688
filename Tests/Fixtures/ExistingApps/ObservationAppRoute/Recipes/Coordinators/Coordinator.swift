import SwiftUI

/// A flow that pushes routes onto its own stack.
@MainActor
protocol Coordinator: AnyObject {
    var path: [Route] { get set }
}

extension Coordinator {
    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        _ = path.popLast()
    }
}
