/// A SwiftUI coordinator that shows each screen or child coordinator by setting an optional property of
/// its own, as data: `@Published var detailViewModel: DetailViewModel?`, set by `openDetail()`, which the
/// coordinator's view binds with a modifier taking an item (`.navigation(item: $coordinator.detailViewModel)
/// { DetailView(viewModel: $0) }`, declared by the app in a `View` extension, or `.sheet(item:)`), the
/// item going back to nil when the screen is gone.
///
/// A new screen is an item (its view model, `{name}ViewModel`), a method setting it (`show` + name) and
/// the modifier binding it in the view; a new flow is a coordinator holding its parent back and its view,
/// and its parent holds it in an optional item (`zebraCoordinator`) shown the same way.
public struct ItemRoutesShape: Codable, Equatable, Sendable {
    /// The modifier the coordinators' views bind items with (`navigation` for `.navigation(item:)`).
    public var modifier: String
    /// What the method setting an item starts with before the screen's name (`open`, `push`).
    public var show: String
    /// The view that binds a coordinator's items, with `{Coordinator}` for the coordinator class's name.
    public var view: String
    /// How that view holds its coordinator (`@ObservedObject`).
    public var viewWrapper: String
    /// The label of the initialiser's argument a child coordinator receives its parent as (`parent`, or
    /// `_` for `init(_ parent: HomeCoordinator)`); absent where no child holds its parent.
    public var parentLabel: String?

    public init(modifier: String, show: String, view: String, viewWrapper: String, parentLabel: String?) {
        self.modifier = modifier
        self.show = show
        self.view = view
        self.viewWrapper = viewWrapper
        self.parentLabel = parentLabel
    }

    /// The view binding `coordinator`'s items (`NotesCoordinatorView`).
    public func view(of coordinator: String) -> String {
        view.replacingOccurrences(of: "{Coordinator}", with: coordinator)
    }

    /// The item showing a screen (`giraffeViewModel`) or a flow (`zebraCoordinator`): its type's name with
    /// a lower-case first letter.
    public static func property(ofType type: String) -> String {
        guard let first = type.first else { return type }
        return first.lowercased() + type.dropFirst()
    }
}
