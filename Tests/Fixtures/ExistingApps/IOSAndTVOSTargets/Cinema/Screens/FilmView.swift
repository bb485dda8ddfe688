//
//  FilmView.swift
//  Cinema
//

import SwiftUI

struct FilmView: View {
    let name: String

    var body: some View {
        Text(name)
            .navigationTitle(name)
    }
}
