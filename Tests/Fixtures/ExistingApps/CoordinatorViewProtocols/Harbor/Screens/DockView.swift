//
//  DockView.swift
//  Harbor
//

import SwiftUI

struct DockView: View {
    let number: Int

    var body: some View {
        Text("Dock \(number)")
            .navigationTitle("Dock")
    }
}
