//
//  TicketsView.swift
//  Cinema
//

import SwiftUI

struct TicketsView: View {
    let onClose: () -> Void

    var body: some View {
        Button("Close") {
            onClose()
        }
        .navigationTitle("Tickets")
    }
}
