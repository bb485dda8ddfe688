//
//  BaseCoordinator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import Combine
import SwiftUI

/// What every coordinator has: the navigation stack it shows its screens on, its running children, and
/// a way to end. A parent keeps each child it starts in `childCoordinators` and sets the child's
/// `onFinish` to remove it, so a finished flow is released.
///
/// Why no `CoordinatorType` enum in this style: a parent reaches a child through the `Destination` case
/// that carries it, so nothing looks a coordinator up by type.
@MainActor
class BaseCoordinator: ObservableObject {
    /// The navigation stack this flow's screens go on: its parent's for a pushed flow, a new one for the
    /// app's root flow and for presented flows.
    let navigator: Navigator
    /// The running child flows. A child stays alive while it is here or its screens are on a stack.
    private(set) var childCoordinators: [BaseCoordinator] = []
    /// Called once, when the flow finishes; the parent sets it to release this coordinator.
    var onFinish: (() -> Void)?
    /// Takes the flow's screens away; set by the navigator that pushed or presented its first screen.
    var removeScreens: (() -> Void)?
    private(set) var isFinished = false

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// Keeps `child` alive until it is removed.
    func addChild(_ child: BaseCoordinator) {
        guard !childCoordinators.contains(where: { $0 === child }) else { return }
        childCoordinators.append(child)
    }

    /// Releases `child`; only that one, by identity, so its siblings keep running.
    func removeChild(_ child: BaseCoordinator?) {
        guard let child else { return }
        childCoordinators.removeAll { $0 === child }
    }

    /// Ends the flow, once: its children end first, then its screens leave the stack (or its
    /// presentation is dismissed), then `onFinish` tells the parent.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        for child in childCoordinators.reversed() {
            child.finish()
        }
        childCoordinators.removeAll()
        removeScreens?()
        removeScreens = nil
        onFinish?()
        onFinish = nil
    }

    /// Pops the top screen of the flow's stack.
    func pop() {
        navigator.pop()
    }

    /// Pops every screen above the stack's root; the flows those screens belong to finish.
    func popToRoot() {
        navigator.popToRoot()
    }

    /// Dismisses what is presented over the flow's stack.
    func dismiss() {
        navigator.dismiss()
    }

    // A coordinator is itself: destinations that carry one compare it by identity.

    nonisolated static func == (lhs: BaseCoordinator, rhs: BaseCoordinator) -> Bool {
        lhs === rhs
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

// `Hashable` off the main actor too, where destinations need it: Swift 6.2 infers a main-actor
// conformance where types are MainActor by default or with approachable concurrency, and
// `nonisolated` says it is not. The compilers of Xcode 16 skip that branch without parsing it.
#if compiler(>=6.2)
extension BaseCoordinator: nonisolated Hashable {}
#else
extension BaseCoordinator: Hashable {}
#endif
