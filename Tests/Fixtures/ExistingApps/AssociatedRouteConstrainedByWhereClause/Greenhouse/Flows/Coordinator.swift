//
//  Coordinator.swift
//  Greenhouse
//

import SwiftUI

/// A flow: the screens it has pushed. Each flow names its screens in an enum of its own.
protocol Coordinator: ObservableObject where Screen: Pageable {
    associatedtype Screen
    var stack: [Screen] { get }
}
