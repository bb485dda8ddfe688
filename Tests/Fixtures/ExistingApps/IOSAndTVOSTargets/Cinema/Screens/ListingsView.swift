//
//  ListingsView.swift
//  Cinema
//

import SwiftUI

struct ListingsView: View {
    let onFilm: (String) -> Void
    let onTickets: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Matinee") {
                onFilm("Matinee")
            }
            Button("Tickets") {
                onTickets()
            }
        }
        .navigationTitle("Listings")
    }
}
