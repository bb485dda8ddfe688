import SwiftUI

/// What every tab's coordinator inherits: the stack, the modal and the moves between them.
class TabCoordinator: PageCoordinator {
    @Published var path: NavigationPath
    @Published var modal: Modal?
    var owner: (any PageCoordinator)?

    init(owner: (any PageCoordinator)? = nil) {
        self.path = NavigationPath()
        self.owner = owner
    }

    func push(_ page: Page) {
        path.append(page)
    }

    func present(_ modal: Modal) {
        self.modal = modal
    }

    func pop() {
        path.removeLast()
    }

    func dismissModal() {
        modal = nil
    }
}
