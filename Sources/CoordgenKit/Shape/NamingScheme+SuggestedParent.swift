extension NamingScheme {
    /// The parent a hint suggests: the root, or `<Coordinator>` where the app records none (one root per
    /// tab, made by views or a tab bar controller).
    var suggestedParent: String { root.isEmpty ? "<Coordinator>" : root }
}
