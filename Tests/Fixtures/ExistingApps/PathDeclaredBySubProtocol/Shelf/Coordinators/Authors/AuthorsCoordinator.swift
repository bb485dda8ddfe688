import SwiftUI

enum AuthorsPages: Hashable, Pages {
    case authorListView
    case authorProfileView
}

final class AuthorsPageCoordinator: ObservableObject, StackCoordinator {
    typealias ContentView = AnyView
    typealias PageType = AuthorsPages

    @Published var path = NavigationPath()

    func build(page: PageType, args: Any? = nil) -> AnyView {
        switch page {
        case .authorListView:
            return AnyView(AuthorListView())
        case .authorProfileView:
            return AnyView(AuthorProfileView())
        }
    }
}

struct AuthorsFlowView: View {
    @StateObject private var pageCoordinator = AuthorsPageCoordinator()

    var body: some View {
        NavigationStack(path: $pageCoordinator.path) {
            pageCoordinator.build(page: .authorListView)
                .navigationDestination(for: AuthorsPages.self) { page in
                    pageCoordinator.build(page: page)
                }
        }
        .environmentObject(pageCoordinator)
    }
}
