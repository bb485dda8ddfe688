//
//  Route.swift
//  Library
//

import Foundation

/// A screen on a stack: the destination, wrapped so that a route can carry more than where it goes.
struct Route: Hashable {
    let id: UUID
    let destination: Destination

    init(_ destination: Destination) {
        self.id = UUID()
        self.destination = destination
    }
}

/// Where a route goes.
enum Destination: Hashable {
    case shelves
    case book(isbn: String)
    case loans
}
