/// Where parents keep their children in a dictionary keyed by `String` and put each child in it
/// themselves, without an add method of the app's (`childCoordinators[String(describing:
/// NewsListCoordinator.self)] = newsListCoordinator`): a parent keys a new flow by its class's name,
/// `String(describing: ZebraCoordinator.self)`, and takes it out by identity when the flow ends.
enum NameKeyedChildren {
    /// Whether `shape`'s parents keep children that way.
    static func applies(to shape: ProtocolShape) -> Bool {
        guard let children = shape.children else { return false }
        return children.collection == .dictionary && children.add == nil && children.key == "String"
    }

    /// The key a new flow of `flowClass` is kept under.
    static func key(flowClass: String) -> String { "String(describing: \(flowClass).self)" }

    /// The statement in `open<Name>Coordinator()` that keeps the child.
    static func keeping(_ children: ChildrenShape, flowClass: String) -> String {
        "\(children.name)[\(key(flowClass: flowClass))] = coordinator"
    }

    /// What the user is told about it.
    static func note(parentClass: String, flowClass: String, children: ChildrenShape, releasedOnFinish: Bool) -> String {
        let release =
            releasedOnFinish
            ? "takes it out by identity when the flow ends"
            : "keeps it until the flow is started again (the app's coordinators do not tell a parent when they end)"
        return
            "\(parentClass) keeps its children in `\(children.name)`, a dictionary keyed by String with no add method of the app's, so it keeps \(flowClass) under its class's name, `\(key(flowClass: flowClass))`, and \(release)"
    }
}
