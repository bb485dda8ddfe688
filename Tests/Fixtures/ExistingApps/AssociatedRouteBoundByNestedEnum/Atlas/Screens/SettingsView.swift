//
//  SettingsView.swift
//  Atlas
//

import SwiftUI

struct SettingsView: View {
    let onUnits: () -> Void

    var body: some View {
        VStack {
            Button("Units") { onUnits() }
        }
    }
}
