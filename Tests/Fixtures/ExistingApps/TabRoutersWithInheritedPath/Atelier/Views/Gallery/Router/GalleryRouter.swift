import SwiftUI

@Observable class GalleryRouter: BaseRouter {
    enum Destination: String, RouterDestination {
        case frame
        case lighting

        var title: String {
            rawValue.capitalized
        }
    }

    func navigate(to destination: Destination) {
        path.append(destination)
    }
}
