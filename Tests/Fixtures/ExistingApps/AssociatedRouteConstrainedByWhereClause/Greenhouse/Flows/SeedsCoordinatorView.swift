//
//  SeedsCoordinatorView.swift
//  Greenhouse
//

import SwiftUI

struct SeedsCoordinatorView: View {
    @StateObject private var coordinator = SeedsCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.stack) {
            SeedsView(onPacket: { coordinator.showPacket() })
                .navigationDestination(for: SeedsCoordinator.Screen.self) { screen in
                    switch screen {
                    case .packet:
                        PacketView()
                    }
                }
        }
    }
}
