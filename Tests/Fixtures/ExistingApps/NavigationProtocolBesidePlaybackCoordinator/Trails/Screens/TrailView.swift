//
//  TrailView.swift
//  Trails
//

import SwiftUI

struct TrailView: View {
    let name: String

    var body: some View {
        Text(name)
            .navigationTitle(name)
    }
}
