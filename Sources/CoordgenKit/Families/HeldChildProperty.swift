/// Where the coordinator protocol records no children collection (no `childCoordinators`, no
/// `addChild`) and the app is of the UIKit navigation-controller family, a parent keeps a flow it starts
/// in a stored property of its own, as apps without a collection keep theirs (`lazy var
/// profileCoordinator`, a tab bar controller's `private let settingsCoordinator`):
/// `private var zebraCoordinator: ZebraCoordinator?`, set by `openZebraCoordinator()`, and set to `nil`
/// when the flow ends where its finish closure tells the parent.
struct HeldChildProperty: Sendable, Equatable {
    /// The parent's property (`zebraCoordinator`).
    let name: String
    /// The new flow's class (`ZebraCoordinator`).
    let flowClass: String

    /// The property a parent holding `flowClass` gets, where `shape` keeps no children collection;
    /// nil where it does or where another family holds its children its own way.
    init?(shape: ProtocolShape, flowClass: String) {
        guard Self.applies(to: shape) else { return nil }
        self.init(flowClass: flowClass)
    }

    /// The property a parent without the protocol's children collection (a root outside the protocol)
    /// holds `flowClass` in.
    init?(flowClass: String) {
        guard let first = flowClass.first else { return nil }
        self.name = first.lowercased() + flowClass.dropFirst()
        self.flowClass = flowClass
    }

    /// Whether parents of `shape` keep a child in a property of their own for want of a collection.
    static func applies(to shape: ProtocolShape) -> Bool {
        shape.children == nil && shape.family is NavigationControllerFamily
    }

    /// The parent's declaration.
    var declaration: String { "private var \(name): \(flowClass)?" }

    /// The statement in `open<Name>Coordinator()` that keeps the child.
    var keeping: String { "\(name) = coordinator" }

    /// The statement in the child's finish closure that releases it.
    var releasing: String { "self?.\(name) = nil" }

    /// What the user is told about it.
    func note(parentClass: String, releasedOnFinish: Bool, outsideProtocol: String? = nil) -> String {
        let release =
            releasedOnFinish
            ? "sets it to nil when the flow ends"
            : "keeps it until the flow is started again (the app's finish does not tell \(parentClass) which child ended)"
        let reason = outsideProtocol.map { "(it does not conform to \($0), whose children it would keep)" } ?? "(none recorded in shape.children)"
        return
            "\(parentClass) keeps no children collection \(reason), so it holds \(flowClass) in a property of its own, `\(declaration)`, as apps without one keep their flows; \(parentClass) \(release)"
    }
}
