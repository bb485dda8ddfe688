import SwiftUI

/// Everything any tab pushes.
enum Page: Identifiable, Hashable {
    case library
    case book(String)
    case shelf

    var id: Self { self }
}

/// Everything any tab presents.
enum Modal: Identifiable, Hashable {
    case addBook

    var id: Self { self }
}
