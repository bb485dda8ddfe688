//
//  GlazeHomeView.swift
//  Kiln
//

import SwiftUI

struct GlazeHomeView: View {
    @StateObject private var coordinator = GlazeCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            VStack {
                Button("Recipe") { coordinator.openRecipe(1) }
                Button("Firing") { coordinator.openFiring() }
            }
            .navigationDestination(for: GlazeCoordinator.Path.self) { path in
                switch path {
                case .recipe(let number):
                    RecipeView(number: number)
                case .firing:
                    FiringView(onDone: { coordinator.popToRoot() })
                }
            }
        }
    }
}
