//
//  SeedsCoordinator.swift
//  Greenhouse
//

import Foundation

final class SeedsCoordinator: Coordinator {
    enum Screen: Pageable {
        case packet
    }

    @Published var stack = [Screen]()

    func showPacket() {
        stack.append(.packet)
    }
}
