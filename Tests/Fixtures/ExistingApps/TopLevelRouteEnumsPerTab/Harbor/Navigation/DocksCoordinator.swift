import SwiftUI

@MainActor
final class DocksCoordinator: ObservableObject {
    @Published var routeStack: [DocksRoute] = []

    func push(_ route: DocksRoute) {
        routeStack.append(route)
    }

    func pop() {
        guard !routeStack.isEmpty else { return }
        routeStack.removeLast()
    }

    func popToRoot() {
        routeStack.removeAll()
    }
}

extension DocksCoordinator {
    @ViewBuilder
    func rootView() -> some View {
        DocksView(onOpen: { [weak self] id in
            self?.push(.dock(id: id))
        })
    }

    @ViewBuilder
    func destinationView(route: DocksRoute) -> some View {
        switch route {
        case .dock(let id):
            DockView(id: id, onSchedule: { [weak self] in
                self?.push(.schedule)
            })
        case .schedule:
            ScheduleView(onFinish: { [weak self] in
                self?.popToRoot()
            })
        }
    }
}
