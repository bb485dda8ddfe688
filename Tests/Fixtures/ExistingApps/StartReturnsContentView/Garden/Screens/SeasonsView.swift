//
//  SeasonsView.swift
//  Garden
//

import SwiftUI

struct SeasonsView: View {
    let onSeason: (Int) -> Void
    let onClose: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Spring") {
                onSeason(1)
            }
            Button("Close") {
                onClose()
            }
        }
        .navigationTitle("Seasons")
    }
}
