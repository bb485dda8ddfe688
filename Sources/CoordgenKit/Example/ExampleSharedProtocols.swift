/// The example's protocols that another protocol of the app refines (`protocol AuthServiceProtocol:
/// AuthVCAuthServiceProtocol` among the app's services): a protocol cannot adopt a renamed copy in an
/// extension, so the values the app hands the example (`any AuthServiceProtocol`) would not fit a
/// copy. The new flow uses such a protocol as the example does, under its own name.
enum ExampleSharedProtocols {
    /// Each of `types`' protocols a protocol outside them refines, with the first that does.
    static func refinedOutside(_ types: Set<String>, index: DeclarationIndex) -> [String: String] {
        var shared: [String: String] = [:]
        for declaration in index.declarations where declaration.kind == .protocol && !types.contains(declaration.name) {
            for name in declaration.inheritedNames where types.contains(name) && index.type(named: name, kinds: [.protocol]) != nil {
                shared[name] = shared[name] ?? declaration.name
            }
        }
        return shared
    }
}
