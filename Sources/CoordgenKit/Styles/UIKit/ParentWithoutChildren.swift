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
        let index = request.project.model.index
        if index.conformsThroughRefinement(parent.className, to: shape.name) { return false }
        if let base = shape.baseClass ?? shape.superclass, index.classInherits(parent.className, from: base) != false { return false }
        let declared = try TypeMemberInserter.propertyNames(ofClass: parent.className, in: sources.parsed(file))
        return !declared.contains(children.name) && index.inheritedProperty(children.name, byClass: parent.className) == nil
    }
}
