//___FILEHEADER___

import SwiftUI

/// Runs the ___VARIABLE_productName:identifier___ flow on its parent's navigation stack.
final class ___VARIABLE_productName:identifier___Coordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination: Hashable {
        case ___VARIABLE_caseName:identifier___
    }

    var firstScreen: Destination { .___VARIABLE_caseName:identifier___ }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .___VARIABLE_caseName:identifier___:
            ___VARIABLE_productName:identifier___View(onFinish: { [weak self] in
                self?.finish()
            })
        }
    }
}
