//
//  RecipeView.swift
//  Kiln
//

import SwiftUI

struct RecipeView: View {
    let number: Int

    var body: some View {
        Text("Recipe \(number)")
    }
}
