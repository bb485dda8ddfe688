import UIKit

@MainActor
protocol Coordinator {
    func start()
}
