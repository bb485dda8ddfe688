import SwiftUI

/// What every coordinator of the app can do: its subclasses inherit the stack and the way it moves.
class Coordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var sheet: Sheet?

    func push(page: Page) {
        path.append(page)
    }

    func present(sheet: Sheet) {
        self.sheet = sheet
    }

    func pop() {
        path.removeLast()
    }

    func dismissSheet() {
        sheet = nil
    }
}
