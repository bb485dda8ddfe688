import Foundation

/// All a coordinator promises is to start: each one owns the controller it shows, nothing is shared.
protocol Coordinator {
    func start()
}
