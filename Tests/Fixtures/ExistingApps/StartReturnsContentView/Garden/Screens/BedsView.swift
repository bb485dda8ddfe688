//
//  BedsView.swift
//  Garden
//

import SwiftUI

struct BedsView: View {
    let onPlant: (String) -> Void
    let onSeasons: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Tomato") {
                onPlant("Tomato")
            }
            Button("Seasons") {
                onSeasons()
            }
        }
        .navigationTitle("Beds")
    }
}
