import SwiftUI

struct MainTabView: View {
    enum Tab: Hashable {
        case sketches
        case gallery
    }

    @Environment(AppRouter.self) private var appRouter

    var body: some View {
        VStack {
            Sketches()
                .environment(appRouter.sketchesRouter)
            Gallery()
                .environment(appRouter.galleryRouter)
        }
    }
}
