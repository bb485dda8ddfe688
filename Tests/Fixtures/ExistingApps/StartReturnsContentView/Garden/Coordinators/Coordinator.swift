//
//  Coordinator.swift
//  Garden
//

import SwiftUI

/// A flow: it makes the view that shows its own navigation stack.
@MainActor
protocol Coordinator: ObservableObject {
    associatedtype Content: View

    @ViewBuilder func start() -> Content
}
