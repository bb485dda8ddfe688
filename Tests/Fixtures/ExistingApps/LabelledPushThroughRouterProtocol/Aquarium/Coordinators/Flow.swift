import UIKit

/// Every flow is made with the navigator it shows its screens through.
@MainActor
protocol Flow {
    var navigator: Navigating { get }
    init(navigator: Navigating)
    func start()
}

/// A flow that tells whoever started it that it is over.
@MainActor
protocol Endable {
    var onEnd: (() -> Void)? { get set }
}
