//
//  VisaView.swift
//  Atlas
//

import SwiftUI

struct VisaView: View {
    let onClose: () -> Void

    var body: some View {
        Button("Close") {
            onClose()
        }
        .navigationTitle("Visa")
    }
}
