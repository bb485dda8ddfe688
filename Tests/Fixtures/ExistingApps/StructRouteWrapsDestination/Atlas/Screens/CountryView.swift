//
//  CountryView.swift
//  Atlas
//

import SwiftUI

struct CountryView: View {
    let code: String

    var body: some View {
        Text(code)
            .navigationTitle(code)
    }
}
