import SwiftUI

struct LightingView: View {
    @Environment(GalleryRouter.self) private var router

    var body: some View {
        Button("Back") { router.navigateBack() }
    }
}
