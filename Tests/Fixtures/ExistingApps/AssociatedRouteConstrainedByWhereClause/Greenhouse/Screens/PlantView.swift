//
//  PlantView.swift
//  Greenhouse
//

import SwiftUI

struct PlantView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
