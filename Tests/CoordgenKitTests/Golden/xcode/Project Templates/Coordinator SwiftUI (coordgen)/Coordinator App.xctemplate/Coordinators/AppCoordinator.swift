//___FILEHEADER___

import SwiftUI

/// The root of the coordinator tree: it owns the app's navigation stack, with the Home screen at its
/// root. `coordgen new coordinator <Name> --parent App` adds `open<Name>Coordinator()` here, and
/// `coordgen new screen <Name> --coordinator App` a screen.
final class AppCoordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination: Hashable {
        case home
        /// A plain screen with a title, to push while the real one is not written yet.
        case placeholder(title: String)
    }

    var firstScreen: Destination { .home }

    init() {
        super.init(navigator: Navigator())
    }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .home:
            HomeView(onFinish: { [weak self] in
                self?.homeDidFinish()
            })
        case .placeholder(let title):
            Text(title)
                .navigationTitle(title)
        }
    }

    /// What follows the home screen. Start a child flow from here instead, for example
    /// `openReservationCoordinator()` after `coordgen new coordinator Reservation --parent App`.
    private func homeDidFinish() {
        push(.placeholder(title: "Next"))
    }
}
