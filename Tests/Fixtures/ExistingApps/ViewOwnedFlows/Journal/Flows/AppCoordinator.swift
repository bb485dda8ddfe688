import SwiftUI

final class AppCoordinator: FlowCoordinator {
    enum Screen: Hashable {
        case entries
        case entry(Int)
    }

    @Published var path = NavigationPath()
    @Published var showsSettings = false

    @ViewBuilder
    func build(_ screen: Screen) -> some View {
        switch screen {
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
}
