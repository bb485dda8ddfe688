import SwiftUI

final class AppCoordinator: ObservableObject, PathCoordinator {
    enum Step: Hashable {
        case entries
        case entry(Int)
    }

    @Published var path = NavigationPath()
    @Published var showsSettings = false

    @ViewBuilder
    func build(_ step: Step) -> some View {
        switch step {
        case .entries:
            EntriesView(onOpen: { [weak self] number in
                self?.push(.entry(number))
            }, onSettings: { [weak self] in
                self?.showsSettings = true
            })
        case .entry(let number):
            EntryView(number: number)
        }
    }

    func push(_ step: Step) {
        path.append(step)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
