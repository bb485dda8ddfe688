//
//  ShipsView.swift
//  Harbor
//

import SwiftUI

struct ShipsView: View {
    let onShip: (String) -> Void
    let onClose: () -> Void

    var body: some View {
        VStack {
            Button("Aurora") { onShip("Aurora") }
            Button("Close", action: onClose)
        }
        .navigationTitle("Ships")
    }
}
