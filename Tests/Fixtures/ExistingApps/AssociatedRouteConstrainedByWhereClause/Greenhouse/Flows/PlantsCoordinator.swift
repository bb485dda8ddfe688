//
//  PlantsCoordinator.swift
//  Greenhouse
//

import SwiftUI

final class PlantsCoordinator: Coordinator {
    enum Screen: Pageable {
        case plant(String)
        case watering
    }

    @Published var stack = [Screen]()

    func showPlant(named name: String) {
        stack.append(.plant(name))
    }

    func showWatering() {
        stack.append(.watering)
    }
}
