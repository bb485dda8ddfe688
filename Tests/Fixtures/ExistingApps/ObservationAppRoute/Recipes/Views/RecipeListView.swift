import SwiftUI

struct RecipeListView: View {
    let onSelect: (Int) -> Void

    var body: some View {
        Button("Pancakes") {
            onSelect(1)
        }
        .navigationTitle("Recipes")
    }
}
