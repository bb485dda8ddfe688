import SwiftUI

/// What a sheet shows: any identifiable destination of a flow.
final class SheetItem: Identifiable {
    let destination: any Identifiable

    init(destination: any Identifiable) {
        self.destination = destination
    }
}

/// The navigation state every tab's flow shares: its stack's path and the sheet over it. Each flow
/// subclasses it and pushes its own destinations; its view maps them.
class Coordinator: ObservableObject {
    @Published var path: NavigationPath
    @Published var sheet: SheetItem?

    init() {
        self.path = NavigationPath()
    }

    func push(to destination: any Hashable) {
        path.append(destination)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    func present(_ destination: any Identifiable) {
        sheet = SheetItem(destination: destination)
    }

    func dismiss() {
        sheet = nil
    }
}
