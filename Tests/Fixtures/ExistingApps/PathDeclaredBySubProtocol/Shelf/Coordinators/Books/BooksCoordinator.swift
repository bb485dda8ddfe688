import SwiftUI

enum BooksPages: Hashable, Pages {
    case bookListView
    case bookDetailView
}

final class BooksPageCoordinator: ObservableObject, StackCoordinator {
    typealias ContentView = AnyView
    typealias PageType = BooksPages

    @Published var path = NavigationPath()

    func build(page: PageType, args: Any? = nil) -> AnyView {
        switch page {
        case .bookListView:
            return AnyView(BookListView())
        case .bookDetailView:
            return AnyView(BookDetailView())
        }
    }
}

enum BooksCovers: String, Cover {
    case scanner

    var id: String { rawValue }
}

final class BooksCoverCoordinator: ObservableObject, CoverCoordinator {
    typealias ContentView = AnyView
    typealias CoverType = BooksCovers

    @Published var cover: CoverType?
}

struct BooksFlowView: View {
    @StateObject private var pageCoordinator = BooksPageCoordinator()
    @StateObject private var coverCoordinator = BooksCoverCoordinator()

    var body: some View {
        NavigationStack(path: $pageCoordinator.path) {
            pageCoordinator.build(page: .bookListView)
                .navigationDestination(for: BooksPages.self) { page in
                    pageCoordinator.build(page: page)
                }
        }
        .fullScreenCover(item: $coverCoordinator.cover) { _ in
            ScannerView()
        }
        .environmentObject(pageCoordinator)
    }
}
