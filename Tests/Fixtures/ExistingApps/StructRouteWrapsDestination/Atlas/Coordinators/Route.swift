//
//  Route.swift
//  Atlas
//

import Foundation

/// One screen pushed onto a flow's path: where it goes, and an identity of its own so that the same
/// destination can be pushed twice.
struct Route: Hashable {
    let id = UUID()
    let destination: Destination
}

/// Every screen a flow can push.
enum Destination: Hashable {
    case countries
    case country(code: String)
}
