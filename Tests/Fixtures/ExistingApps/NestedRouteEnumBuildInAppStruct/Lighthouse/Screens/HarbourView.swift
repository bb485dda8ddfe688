//
//  HarbourView.swift
//  Lighthouse
//

import SwiftUI

struct HarbourView: View {
    let coordinator: AppCoordinator

    var body: some View {
        VStack {
            Button("Northern Star") { coordinator.push(.vessel(name: "Northern Star")) }
            Button("Tides") { coordinator.push(.tides) }
            Button("Logbook") { coordinator.present(sheet: .logbook(entry: "today")) }
        }
    }
}
