//
//  SeedsView.swift
//  Greenhouse
//

import SwiftUI

struct SeedsView: View {
    let onPacket: () -> Void

    var body: some View {
        Button("Packet") { onPacket() }
    }
}
