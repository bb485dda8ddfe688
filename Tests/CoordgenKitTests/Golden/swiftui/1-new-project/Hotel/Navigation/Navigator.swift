//
//  Navigator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import Combine
import SwiftUI

/// The state of one `NavigationStack`: the routes pushed onto its root, and the sheet or full-screen
/// cover presented over it. `CoordinatorStack` binds the stack to it; coordinators change it.
///
/// SwiftUI writes `path`, `sheet` and `fullScreenCover` itself when the user taps Back, swipes back or
/// swipes a sheet down, so the navigator watches them: a flow whose first screen leaves the path, or
/// whose presentation goes away, finishes, and its parent releases it.
@MainActor
final class Navigator: ObservableObject {
    @Published var path = NavigationPath() {
        didSet { finishFlowsThatLeft() }
    }

    @Published var sheet: Presentation? {
        didSet { presentationChanged(from: oldValue, to: sheet) }
    }

    @Published var fullScreenCover: Presentation? {
        didSet { presentationChanged(from: oldValue, to: fullScreenCover) }
    }

    /// A flow whose first screen was pushed at `depth` (the path's count with it on top).
    private struct PushedFlow {
        let depth: Int
        weak var flow: BaseCoordinator?
    }

    private var pushedFlows: [PushedFlow] = []

    /// Pushes `destination` onto the stack.
    func push(_ destination: some Hashable) {
        path.append(destination)
    }

    /// Pushes the first screen of `flow`, which finishes when that screen leaves the stack.
    func push(_ destination: some Hashable, startingFlow flow: BaseCoordinator) {
        path.append(destination)
        let depth = path.count
        pushedFlows.append(PushedFlow(depth: depth, flow: flow))
        flow.removeScreens = { [weak self] in
            self?.pop(toDepth: depth - 1)
        }
    }

    /// Pops the top screen, if the stack shows more than its root.
    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    /// Pops every screen above the root.
    func popToRoot() {
        pop(toDepth: 0)
    }

    /// Presents `content` in a sheet or a full-screen cover, dismissing what was presented before. With
    /// `flow`, the presentation is that flow's: it finishes when the presentation goes away.
    func present(_ content: AnyView, style: Presentation.Style, startingFlow flow: BaseCoordinator? = nil) {
        dismiss()
        let presentation = Presentation(content: content, onDismiss: { [weak flow] in
            flow?.finish()
        })
        let id = presentation.id
        flow?.removeScreens = { [weak self] in
            self?.dismiss(id)
        }
        switch style {
        case .sheet: sheet = presentation
        case .fullScreenCover: fullScreenCover = presentation
        }
    }

    /// Dismisses the sheet or full-screen cover, if one is presented.
    func dismiss() {
        sheet = nil
        fullScreenCover = nil
    }

    private func pop(toDepth depth: Int) {
        guard path.count > depth else { return }
        path.removeLast(path.count - depth)
    }

    private func dismiss(_ id: Presentation.ID) {
        if sheet?.id == id { sheet = nil }
        if fullScreenCover?.id == id { fullScreenCover = nil }
    }

    /// Finishes, top first, the flows whose first screen is no longer on the path.
    private func finishFlowsThatLeft() {
        let count = path.count
        let left = pushedFlows.filter { $0.depth > count }
        // Removed before they finish: finishing pops, which comes back here.
        pushedFlows.removeAll { $0.depth > count }
        for pushed in left.reversed() {
            pushed.flow?.finish()
        }
    }

    private func presentationChanged(from old: Presentation?, to new: Presentation?) {
        guard let old, old.id != new?.id else { return }
        old.onDismiss?()
    }
}
