protocol Cover: Identifiable {}

/// A coordinator that shows one full-screen cover over a flow.
protocol CoverCoordinator: Coordinator {
    associatedtype CoverType: Cover

    var cover: CoverType? { get set }
}

extension CoverCoordinator {
    func present(cover: CoverType) {
        self.cover = cover
    }

    func dismissCover() {
        cover = nil
    }
}
