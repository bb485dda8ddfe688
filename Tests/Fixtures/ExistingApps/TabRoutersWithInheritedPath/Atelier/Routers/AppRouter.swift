import Observation

/// Owns one router per tab.
@Observable class AppRouter {
    var selectedTab: MainTabView.Tab = .sketches

    var sketchesRouter = SketchesRouter()
    var galleryRouter = GalleryRouter()
}
