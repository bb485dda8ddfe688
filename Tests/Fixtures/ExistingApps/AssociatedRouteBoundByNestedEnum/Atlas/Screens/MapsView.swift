//
//  MapsView.swift
//  Atlas
//

import SwiftUI

struct MapsView: View {
    let onRegion: (String) -> Void
    let onLegend: () -> Void
    let onSettings: () -> Void

    var body: some View {
        VStack {
            Button("Alps") { onRegion("Alps") }
            Button("Legend") { onLegend() }
            Button("Settings") { onSettings() }
        }
    }
}
