//
//  MapView.swift
//  Trails
//

import SwiftUI

struct MapView: View {
    let onTrail: (String) -> Void
    let onProfile: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Ridge Loop") {
                onTrail("Ridge Loop")
            }
            Button("Profile") {
                onProfile()
            }
        }
        .navigationTitle("Map")
    }
}
