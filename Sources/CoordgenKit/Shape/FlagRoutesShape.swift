/// A SwiftUI coordinator that shows each screen through a boolean flag of its own, as data:
/// `@Published var isShowingEditor = false`, set by `showEditor()`, which the coordinator's view binds
/// with `.navigationDestination(isPresented: $coordinator.isShowingEditor) { EditorView() }` (pushed)
/// or `.sheet(isPresented:)` / `.fullScreenCover(isPresented:)` (presented).
///
/// A new screen is a flag (`prefix` + name, starting `false`), a method setting it (`show` + name) and
/// a modifier binding it in the view, inserted after the view's existing ones.
public struct FlagRoutesShape: Codable, Equatable, Sendable {
    /// What a flag's name starts with before the screen's name (`isShowing`).
    public var prefix: String
    /// What the method setting a flag starts with before the screen's name (`show`).
    public var show: String
    /// The view that binds a coordinator's flags, with `{Coordinator}` for the coordinator class's name
    /// (`{Coordinator}View` for `NotesCoordinatorView`).
    public var view: String
    /// The modifier presenting a screen on a flag (`sheet` or `fullScreenCover`); absent where the app
    /// presents none so, and then `sheet`.
    public var presentModifier: String?

    public init(prefix: String, show: String, view: String, presentModifier: String?) {
        self.prefix = prefix
        self.show = show
        self.view = view
        self.presentModifier = presentModifier
    }

    /// The view binding `coordinator`'s flags (`NotesCoordinatorView`).
    public func view(of coordinator: String) -> String {
        view.replacingOccurrences(of: "{Coordinator}", with: coordinator)
    }
}
