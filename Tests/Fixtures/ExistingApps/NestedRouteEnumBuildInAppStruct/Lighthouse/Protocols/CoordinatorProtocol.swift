//
//  CoordinatorProtocol.swift
//  Lighthouse
//

import SwiftUI

/// What the app's coordinator does: it pushes routes on a path, and presents sheets.
@MainActor
protocol CoordinatorProtocol: AnyObject {
    associatedtype Route
    associatedtype SheetRoute
    var navigationPath: NavigationPath { get set }

    func push(_ route: Route)
    func pop()
    func popToRoot()
    func present(sheet: SheetRoute)
    func dismissSheet()
}
