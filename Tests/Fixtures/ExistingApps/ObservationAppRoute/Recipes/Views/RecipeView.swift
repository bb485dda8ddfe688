import SwiftUI

struct RecipeView: View {
    let id: Int

    var body: some View {
        Text("Recipe \(id)")
    }
}
