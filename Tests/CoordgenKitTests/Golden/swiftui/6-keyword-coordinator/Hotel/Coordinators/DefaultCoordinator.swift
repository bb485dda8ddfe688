//
//  DefaultCoordinator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI

/// Runs the Default flow on its parent's navigation stack.
final class DefaultCoordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination: Hashable {
        case `default`
    }

    var firstScreen: Destination { .`default` }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .`default`:
            DefaultView(onFinish: { [weak self] in
                self?.finish()
            })
        }
    }
}
