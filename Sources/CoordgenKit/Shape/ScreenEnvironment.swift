/// How an app's SwiftUI screens reach their coordinator when it is not through closures: a property
/// the environment fills, as the screens declare it (`@EnvironmentObject private var coordinator:
/// Coordinator`, `@Environment(AppRouter.self) private var router`). A new screen declares the same
/// property and calls the coordinator's pop or dismiss method through it, and its case's clause in the
/// view builder creates it without arguments.
public struct ScreenEnvironment: Codable, Equatable, Sendable {
    /// The property's declaration, on one line, as the app's screens write it.
    public var declaration: String
    /// The property's name (`coordinator`).
    public var property: String

    public init(declaration: String, property: String) {
        self.declaration = declaration
        self.property = property
    }
}
