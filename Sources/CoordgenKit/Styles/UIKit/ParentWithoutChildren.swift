/// A parent outside the coordinator protocol (a root that does not conform, keeping each child in a
/// property of its own: `private var loginCoordinator: LoginCoordinator?`) has none of the protocol's
/// children collection: it keeps a new flow the same way (``HeldChildProperty``), not by appending to a
/// collection it lacks.
enum ParentWithoutChildren {
    /// Whether `parent` neither conforms to the protocol (nor a base class standing for it) nor declares
    /// or inherits the children collection the protocol records.
    static func applies(
        _ request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution, writer: CoordinatorMethodWriter,
        sources: inout ProjectSources
    ) throws -> Bool {
        let shape = request.shape.protocol
        guard let children = shape.children, shape.family is NavigationControllerFamily,
            let file = try writer.classFile(in: &sources)
        else { return false }
        // The parent's own file answers the common cases; the app's index (which reads every file) only the rest.
        let parsed = try sources.parsed(file)
        let tree = parsed.tree
        if try TypeMemberInserter.propertyNames(ofClass: parent.className, in: parsed).contains(children.name) { return false }
        let base = (shape.baseClass ?? shape.superclass).map { String($0.prefix { $0 != "<" }) }
        if let declaration = TypeMemberLookup.types(named: parent.className, kind: .class, in: tree).first {
            let inherited = TypeMemberLookup.inheritedNames(of: declaration, tree: tree)
            if inherited.contains(DeclarationIndex.lastComponent(shape.name)) { return false }
            if let base, inherited.contains(DeclarationIndex.lastComponent(base)) { return false }
        }
        let index = request.project.model.index
        if index.conformsThroughRefinement(parent.className, to: shape.name) { return false }
        if let base, index.classInherits(parent.className, from: base) != false { return false }
        return index.inheritedProperty(children.name, byClass: parent.className) == nil
    }
}
