import SwiftUI

struct CharcoalView: View {
    @Environment(SketchesRouter.self) private var router

    var body: some View {
        Button("Back") { router.navigateBack() }
    }
}
