//
//  PlantsCoordinatorView.swift
//  Greenhouse
//

import SwiftUI

struct PlantsCoordinatorView: View {
    @StateObject private var coordinator = PlantsCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.stack) {
            PlantsView(onPlant: { coordinator.showPlant(named: $0) }, onWatering: { coordinator.showWatering() })
                .navigationDestination(for: PlantsCoordinator.Screen.self) { screen in
                    switch screen {
                    case .plant(let name):
                        PlantView(name: name)
                    case .watering:
                        WateringView()
                    }
                }
        }
    }
}
