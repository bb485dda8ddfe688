//
//  CoordinatorProtocol.swift
//  Harbor
//

import SwiftUI

/// A flow: it makes the view that shows its own navigation stack.
@MainActor
protocol CoordinatorProtocol: ObservableObject {
    associatedtype CoordinatorView: View

    func start() -> CoordinatorView
}

/// The view that shows a coordinator's stack: a view, not a coordinator.
protocol CoordinatorViewProtocol: View {
    associatedtype Coordinator: CoordinatorProtocol

    var coordinator: Coordinator { get }
}

/// A coordinator's view that is presented modally and can be closed.
protocol ModalCoordinatorViewProtocol: CoordinatorViewProtocol {
    func close()
}
