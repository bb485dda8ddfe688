import UIKit

/// What a flow shows its screens through: the screen is passed under a label, and going back takes nothing.
@MainActor
protocol Navigating {
    func push(screen: UIViewController)
    func pop()
}
