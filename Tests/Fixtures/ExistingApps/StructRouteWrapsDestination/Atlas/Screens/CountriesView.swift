//
//  CountriesView.swift
//  Atlas
//

import SwiftUI

struct CountriesView: View {
    let onCountry: (String) -> Void
    let onVisa: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Button("Norway") {
                onCountry("NO")
            }
            Button("Visa") {
                onVisa()
            }
        }
        .navigationTitle("Countries")
    }
}
