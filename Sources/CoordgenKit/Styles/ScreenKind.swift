/// What a screen is in a style.
struct ScreenKind: Sendable {
    /// The template the screen is rendered from.
    let role: TemplateID.Role
    /// What follows the name in the screen's type and file name.
    let typeSuffix: String
    /// "view controller" or "view", for messages and descriptions.
    let noun: String
}
