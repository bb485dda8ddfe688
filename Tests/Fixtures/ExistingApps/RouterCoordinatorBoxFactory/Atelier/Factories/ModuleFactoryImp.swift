final class ModuleFactoryImp: ModuleFactory {
    func makeGalleryModule() -> GalleryViewController {
        GalleryViewController()
    }

    func makeEaselModule() -> EaselViewController {
        EaselViewController()
    }

    func makeProfileModule() -> ProfileViewController {
        ProfileViewController()
    }
}
