import Foundation

/// What a router-family parent needs to start a new flow: the router it shows screens through and the
/// coordinator factory that makes the flow, as properties of its own or of the app's base class (a tab
/// coordinator may hold neither).
enum RouterParentCheck {
    /// One line naming the first property `parent` lacks and the key that records it; nil when it has both.
    /// A parent that makes the flow's router itself (``ParentWithoutRouter``) needs none of its own; one
    /// that holds the coordinator factory under a name of its own (`held`) needs that one.
    static func problem(
        parent: String, flow: String, shape: ProtocolShape, parentText: String, makesRouter: Bool = false,
        presentsModally: Bool = false, held: CoordinatorFactoryProperties? = nil, sources: inout ProjectSources
    ) throws -> String? {
        // A parent that makes its child itself passes it its own properties (RouterWithoutFactories).
        let needed =
            [(held?.coordinatorFactory ?? shape.coordinatorFactory?.property, "coordinatorFactory"), (makesRouter ? nil : shape.router?.property, "router")]
            + RouterWithoutFactories.propertiesPassedByParent(shape).map { (Optional($0), "initializers") }
        // The parent's file is parsed once for both properties, and only if there is one to look for.
        var declared: Set<String>?
        for case (let property?, let key) in needed {
            let names = try declared ?? TypeMemberInserter.propertyNames(ofClass: parent, in: ParsedSwiftSource(parentText))
            declared = names
            if names.contains(SourceEditNames.unescaped(property)) { continue }
            if let base = shape.baseClass, baseClassDeclares(property, base: base, sources: &sources) { continue }
            // A flow shown in a tab, not one presented through the parent's router.
            if key == "router", !presentsModally, let callback = TabCallbackParent.callback(inClass: parent, of: parentText) {
                return TabCallbackParent.refusal(
                    parent: parent, flow: flow, callback: callback, router: property, example: sources.project.config.example)
            }
            return
                "\(parent) has no property `\(property)` to make and show the \(flow) flow with (shape.\(key)\(key == "initializers" ? "" : ".property") in \(Project.configFileName)); give --parent a coordinator that has one, or start the flow without --parent"
        }
        return nil
    }

    /// Whether `parent` (declared in `parentText`) or the app's base class declares `property`.
    static func holds(_ property: String, parent: String, shape: ProtocolShape, parentText: String, sources: inout ProjectSources) throws
        -> Bool
    {
        if try TypeMemberInserter.propertyNames(ofClass: parent, in: ParsedSwiftSource(parentText)).contains(SourceEditNames.unescaped(property)) {
            return true
        }
        return shape.baseClass.map { baseClassDeclares(property, base: $0, sources: &sources) } ?? false
    }

    private static func baseClassDeclares(_ property: String, base: String, sources: inout ProjectSources) -> Bool {
        for url in sources.swiftFiles(containing: base) {
            guard let text = try? sources.text(of: url), TypeMemberInserter.declaresType(named: base, kind: .class, in: text) else {
                continue
            }
            return (try? TypeMemberInserter.classHasProperty(named: property, inClass: base, in: text)) == true
        }
        return false
    }
}
