import SwiftUI

/// Where the app's stack can go.
enum Page: Hashable {
    case countries
    case country(name: String)
}

/// What covers the whole screen.
enum Cover: String, Identifiable {
    case passport

    var id: String { rawValue }
}

/// Holds the app's navigation state; the screens reach it through the environment.
@Observable
final class AppRouter {
    var path: [Page] = []
    var cover: Cover?

    func go(to page: Page) {
        path.append(page)
    }

    func goBack() {
        _ = path.popLast()
    }

    func show(_ cover: Cover) {
        self.cover = cover
    }

    func closeCover() {
        cover = nil
    }

    @ViewBuilder
    func destination(for page: Page) -> some View {
        switch page {
        case .countries:
            CountriesView()
        case .country(let name):
            CountryView(name: name)
        }
    }

    @ViewBuilder
    func coverView(for cover: Cover) -> some View {
        switch cover {
        case .passport:
            PassportView()
        }
    }
}
