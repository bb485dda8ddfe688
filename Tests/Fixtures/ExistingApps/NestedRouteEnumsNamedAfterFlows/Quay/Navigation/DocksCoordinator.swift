import SwiftUI

final class DocksCoordinator: ObservableObject {
    enum DocksNavigation: Hashable {
        case docks
        case dock(id: Int)
        case schedule
    }

    @Published var path = NavigationPath()

    func push(page: DocksNavigation) {
        path.append(page)
    }

    func pop() {
        path.removeLast()
    }

    func popToRoot() {
        path.removeLast(path.count)
    }

    @ViewBuilder
    func build(page: DocksNavigation) -> some View {
        switch page {
        case .docks:
            DocksView(onOpen: { [weak self] id in
                self?.push(page: .dock(id: id))
            })
        case .dock(let id):
            DockView(id: id, onSchedule: { [weak self] in
                self?.push(page: .schedule)
            })
        case .schedule:
            ScheduleView(onFinish: { [weak self] in
                self?.popToRoot()
            })
        }
    }
}
