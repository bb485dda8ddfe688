import SwiftUI

/// The first flow: it owns the one navigation path, and every later flow is a value on it.
@MainActor
final class AppCoordinator: ObservableObject {
    @Published var path = NavigationPath()

    @ViewBuilder
    func content() -> some View {
        HomeView(onBooks: { [weak self] in
            self?.openBooks()
        }, onAuthors: { [weak self] in
            self?.openAuthors()
        })
    }

    func openBooks() {
        path.append(BooksCoordinator(navigationPath: pathBinding, step: .list))
    }

    func openAuthors() {
        path.append(AuthorsCoordinator())
    }

    private var pathBinding: Binding<NavigationPath> {
        Binding(get: { self.path }, set: { self.path = $0 })
    }
}
