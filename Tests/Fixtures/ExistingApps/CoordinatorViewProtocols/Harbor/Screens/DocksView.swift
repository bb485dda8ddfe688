//
//  DocksView.swift
//  Harbor
//

import SwiftUI

struct DocksView: View {
    let onDock: (Int) -> Void
    let onShips: () -> Void

    var body: some View {
        VStack {
            Button("Dock 1") { onDock(1) }
            Button("Ships", action: onShips)
        }
        .navigationTitle("Docks")
    }
}
