//
//  SeasonView.swift
//  Garden
//

import SwiftUI

struct SeasonView: View {
    let number: Int

    var body: some View {
        Text("Season \(number)")
            .navigationTitle("Season")
    }
}
