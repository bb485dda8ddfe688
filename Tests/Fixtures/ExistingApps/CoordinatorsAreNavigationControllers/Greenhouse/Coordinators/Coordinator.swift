import UIKit

/// A flow of the greenhouse. Each flow is the navigation controller it shows its screens in.
@MainActor
protocol Coordinator: AnyObject {
    func start()
}
