import SwiftUI

struct PencilView: View {
    @Environment(SketchesRouter.self) private var router

    var body: some View {
        VStack {
            Text("Pencil")
            Button("Charcoal next") { router.navigate(to: .charcoal) }
        }
    }
}
