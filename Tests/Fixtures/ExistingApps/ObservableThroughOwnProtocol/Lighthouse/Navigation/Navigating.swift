import SwiftUI

/// What every navigating object of the app does; one class conforms to it.
protocol Navigating: ObservableObject {
    associatedtype Stop
    associatedtype StopView: View

    func start()
    func view(for stop: Stop) -> StopView
}
