/// The protocol a parent's children collection holds where it is not the coordinator protocol, in apps
/// that split the pattern in two: parents are `ParentCoordinator`s keeping `[ChildCoordinator]`, and a
/// child is a `ChildCoordinator` that holds its `parentCoordinator` (the finish mechanism's property).
/// A new flow is kept in that collection, so it conforms to the children's protocol as well as to the
/// recorded one, as its siblings do (`final class FirstCoordinator: ParentCoordinator, ChildCoordinator`).
enum ChildrenElementConformance {
    /// The children's protocol a new flow also conforms to, if the app has one of that shape.
    static func additional(in shape: ProtocolShape, besides flowProtocol: String?) -> String? {
        guard shape.finish.kind == .parent, let element = shape.children?.element else { return nil }
        let bare = element.hasPrefix("any ") ? String(element.dropFirst(4)) : element
        guard !bare.isEmpty, bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let implied = [shape.name, flowProtocol, shape.baseClass, shape.superclass, shape.finish.parentType].compactMap { $0 }
            + (shape.refines ?? []) + ["AnyObject", "Any", "NSObject"]
        return implied.contains(bare) ? nil : bare
    }
}
