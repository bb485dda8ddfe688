//
//  VesselView.swift
//  Lighthouse
//

import SwiftUI

struct VesselView: View {
    let name: String
    let coordinator: AppCoordinator

    var body: some View {
        VStack {
            Text(name)
            Button("Back to the harbour") { coordinator.popToRoot() }
        }
    }
}
