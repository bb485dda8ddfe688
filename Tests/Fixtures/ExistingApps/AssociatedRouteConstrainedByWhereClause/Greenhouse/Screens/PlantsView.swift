//
//  PlantsView.swift
//  Greenhouse
//

import SwiftUI

struct PlantsView: View {
    let onPlant: (String) -> Void
    let onWatering: () -> Void

    var body: some View {
        VStack {
            Button("Fern") { onPlant("Fern") }
            Button("Water") { onWatering() }
        }
    }
}
