import RxFlow

// MARK: - AppStep

enum AppStep: Step {
    case main
}

// MARK: - BooksStep

enum BooksStep: Step {
    case root
    case details(id: String)
}

// MARK: - AuthorsStep

enum AuthorsStep: Step {
    case root
}
