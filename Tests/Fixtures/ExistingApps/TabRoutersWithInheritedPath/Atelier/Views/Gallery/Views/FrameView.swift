import SwiftUI

struct FrameView: View {
    @Environment(GalleryRouter.self) private var router

    var body: some View {
        Button("Lighting") { router.navigate(to: .lighting) }
    }
}
