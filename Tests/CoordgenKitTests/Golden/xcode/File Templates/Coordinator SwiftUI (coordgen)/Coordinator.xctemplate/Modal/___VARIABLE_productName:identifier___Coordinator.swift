//___FILEHEADER___

import SwiftUI

/// Runs the ___VARIABLE_productName:identifier___ flow, presented over its parent in a navigation stack of its own.
final class ___VARIABLE_productName:identifier___Coordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination {
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

// `Hashable` off the main actor too, as in BaseCoordinator.swift. `Equatable` is named as well: an
// enum whose cases carry nothing has it by itself, isolated like the enum.
#if compiler(>=6.2)
extension ___VARIABLE_productName:identifier___Coordinator.Destination: nonisolated Equatable, nonisolated Hashable {}
#else
extension ___VARIABLE_productName:identifier___Coordinator.Destination: Hashable {}
#endif
