//
//  Coordinator.swift
//  Kiln
//

import SwiftUI

/// A flow keeps the path of its own stack; each flow says what it pushes.
protocol Coordinator: ObservableObject {
    associatedtype Path: Hashable
    var navigationPath: NavigationPath { get set }

    func popToRoot()
}

extension Coordinator {
    func popToRoot() {
        navigationPath = NavigationPath()
    }
}
