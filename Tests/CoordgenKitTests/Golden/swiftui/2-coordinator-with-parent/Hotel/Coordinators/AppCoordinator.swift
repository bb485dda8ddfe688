//
//  AppCoordinator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI

/// The root of the coordinator tree: it owns the app's navigation stack, with the Home screen at its
/// root. `coordgen new coordinator <Name> --parent App` adds `open<Name>Coordinator()` here, and
/// `coordgen new screen <Name> --coordinator App` a screen.
final class AppCoordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination {
        case home
        /// A plain screen with a title, to push while the real one is not written yet.
        case placeholder(title: String)
        case reservation(ReservationCoordinator)
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
        case .reservation(let coordinator):
            FlowRoot(coordinator: coordinator)
        }
    }

    /// What follows the home screen. Start a child flow from here instead, for example
    /// `openReservationCoordinator()` after `coordgen new coordinator Reservation --parent App`.
    private func homeDidFinish() {
        push(.placeholder(title: "Next"))
    }

    /// Starts the Reservation flow as a child of this coordinator, on this flow's navigation stack; it is
    /// released when the flow ends, also when the user leaves it with Back.
    func openReservationCoordinator() {
        let coordinator = ReservationCoordinator(navigator: navigator)
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeChild(coordinator)
        }
        addChild(coordinator)
        push(.reservation(coordinator), startingFlow: coordinator)
    }
}

// `Hashable` off the main actor too, as in BaseCoordinator.swift. `Equatable` is named as well: an
// enum whose cases carry nothing has it by itself, isolated like the enum.
#if compiler(>=6.2)
extension AppCoordinator.Destination: nonisolated Equatable, nonisolated Hashable {}
#else
extension AppCoordinator.Destination: Hashable {}
#endif
