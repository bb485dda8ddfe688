import SwiftUI

enum BooksStep {
    case list
    case details
}

/// Pushed onto the path as a value; each of its steps is the same class made again on another step.
final class BooksCoordinator: Hashable {
    @Binding private var navigationPath: NavigationPath
    private let step: BooksStep
    private let identifier = UUID()

    init(navigationPath: Binding<NavigationPath>, step: BooksStep) {
        _navigationPath = navigationPath
        self.step = step
    }

    @MainActor
    @ViewBuilder
    func content() -> some View {
        switch step {
        case .list:
            BookListView(onSelect: {
                self.navigationPath.append(BooksCoordinator(navigationPath: self.$navigationPath, step: .details))
            })
        case .details:
            BookDetailsView()
        }
    }

    nonisolated static func == (lhs: BooksCoordinator, rhs: BooksCoordinator) -> Bool {
        lhs.identifier == rhs.identifier
    }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
}
