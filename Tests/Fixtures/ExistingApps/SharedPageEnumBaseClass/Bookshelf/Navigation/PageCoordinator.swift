import SwiftUI

@MainActor
protocol PageCoordinator: ObservableObject {
    var path: NavigationPath { get set }
    var modal: Modal? { get set }
    var owner: (any PageCoordinator)? { get }

    func push(_ page: Page)
    func present(_ modal: Modal)
    func pop()
    func dismissModal()
}
