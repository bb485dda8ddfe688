//
//  FlowKind.swift
//  Flights
//
//  Created by Jane Appleseed on 03/02/2024.
//

struct FlowKind: Hashable {
    let name: String

    static let app = FlowKind(name: "app")
    static let home = FlowKind(name: "home")
    static let settings = FlowKind(name: "settings")
}
