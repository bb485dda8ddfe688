protocol ModuleFactory {
    func makeGalleryModule() -> GalleryViewController
    func makeEaselModule() -> EaselViewController
    func makeProfileModule() -> ProfileViewController
}
