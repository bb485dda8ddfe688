//
//  ShipView.swift
//  Harbor
//

import SwiftUI

struct ShipView: View {
    let name: String

    var body: some View {
        Text(name)
            .navigationTitle("Ship")
    }
}
