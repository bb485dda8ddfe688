/// What a SwiftUI coordinator that owns its stack presents, as data: an `Identifiable` enum of its own
/// (`enum Sheet: String, Identifiable`), the optional property holding the presented case (`@Published
/// var sheet: Sheet?`) that the coordinator's view binds with `.sheet(item:)` or
/// `.fullScreenCover(item:)`, and the view builder that switches over it (`build(sheet:)`).
///
/// The method that sets the property is `shape.routes.present` (`present(sheet:)`), the one that clears
/// it `shape.routes.dismiss` (`dismissSheet`). A new screen presented with `--present` is a case of this
/// enum, its clause in this builder and a `present<Name>()` calling that method.
public struct ModalRouteShape: Codable, Equatable, Sendable {
    /// The enum's name (`Sheet`).
    public var `enum`: String
    /// The optional property of the enum's type that the presenting modifier binds (`sheet`).
    public var property: String
    /// The view builder that switches over the enum, as Swift names it (`build(sheet:)`).
    public var viewBuilder: String
    /// The modifier that presents it: `sheet` or `fullScreenCover` (both with `item:`).
    public var modifier: String

    public init(enum: String, property: String, viewBuilder: String, modifier: String) {
        self.enum = `enum`
        self.property = property
        self.viewBuilder = viewBuilder
        self.modifier = modifier
    }
}
