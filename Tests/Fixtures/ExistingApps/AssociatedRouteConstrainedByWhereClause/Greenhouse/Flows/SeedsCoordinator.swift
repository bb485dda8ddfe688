//
//  SeedsCoordinator.swift
//  Greenhouse
//

import SwiftUI

final class SeedsCoordinator: Coordinator {
    enum Screen: Pageable {
        case packet
    }

    @Published var stack = [Screen]()

    func showPacket() {
        stack.append(.packet)
    }
}
