//
//  ProfileView.swift
//  Trails
//

import SwiftUI

struct ProfileView: View {
    let onClose: () -> Void

    var body: some View {
        Button("Close") {
            onClose()
        }
        .navigationTitle("Profile")
    }
}
