/// The stored properties a new coordinator declares for what the app's protocol requires — the finish
/// property, the navigation controller, the children — as names, types and flags: the declarations
/// themselves are spelled by the templates (`{{ access }}var {{ childrenName }}: [{{ childrenElement }}] = []`).
extension RenderContext.Conventions {
    /// The property that tells the parent the flow is done, where the class declares it: its type and
    /// whether it is `weak`. Nil where the app has none, or a base class declares it for every coordinator.
    var declaredFinishProperty: (type: String, weak: Bool)? {
        // A base class declares the property for every coordinator, except a closure that an output
        // protocol declares (`CoordinatorFinishOutput`), which each coordinator implements.
        // A closure each flow declares itself (`declaredByFlows`) is written whatever the base class.
        let declaredByOutputProtocol = finish.kind == .closure && (finish.protocol != nil || finish.declaredByFlows == true)
        // A delegate typed by each flow's own protocol (`weak var navigationDelegate: HomeCoordinatorDelegate?`)
        // is declared by each flow: no base class can type it.
        let typedPerFlow = finish.kind == .delegate && finish.delegatePerFlow == true
        guard protocolShape.baseClass == nil || declaredByOutputProtocol || typedPerFlow, finish.property != nil else { return nil }
        switch finish.kind {
        case .delegate:
            guard let delegate = finish.protocol else { return nil }
            return ("(any \(delegate))?", finish.classBound != false)
        case .closure:
            return (finish.closureType ?? "(() -> Void)?", false)
        case .parent:
            guard let parentType = finish.parentType else { return nil }
            return (parentType == protocolShape.name ? "(any \(parentType))?" : "\(parentType)?", finish.weak != false)
        case .none:
            return nil
        }
    }

    /// The value a declared finish closure that is not optional starts with (`{ _ in }`), so the class is
    /// initialised before its parent sets the closure; nil for an optional or any other finish property.
    var declaredFinishInitialValue: String? {
        guard finish.kind == .closure, let type = declaredFinishProperty?.type, !type.hasSuffix("?"), !type.hasPrefix("Optional<"),
            let signature = FinishClosureSignature(type),
            // An initialiser that takes the closure sets it.
            !(protocolShape.initializers.first?.parameters.contains { $0.name == finish.property } ?? false)
        else { return nil }
        return signature.parameters.isEmpty ? "{}" : "{ \(signature.parameters.map { _ in "_" }.joined(separator: ", ")) in }"
    }

    /// The navigation controller property, where the class declares it (not a base class, nor a path such
    /// as `dependency.navigationController`, reached through a stored property of its own).
    var declaredNavigationProperty: PropertyRequirement? {
        guard protocolShape.baseClass == nil || protocolShape.navigation?.declaredByFlows == true, protocolShape.navigation?.holder == nil
        else { return nil }
        return protocolShape.navigation
    }

    /// The children collection, where the class declares it rather than a base class.
    var declaredChildren: ChildrenShape? {
        protocolShape.baseClass == nil ? protocolShape.children : nil
    }

    /// The values templates read to declare these properties, spelled here and nowhere else.
    var declaredPropertyValues: [String: any Sendable] {
        let finish = declaredFinishProperty
        let navigation = declaredNavigationProperty
        let children = declaredChildren
        return [
            // With `finishPropertyName`: `{% if finishPropertyWeak %}weak {% endif %}var name: type`.
            "finishPropertyType": finish?.type ?? "",
            "finishPropertyWeak": finish?.weak ?? false,
            // ` = {{ finishPropertyInitialValue }}` after a closure type that is not optional.
            "finishPropertyInitialValue": declaredFinishInitialValue ?? "",
            "declaresNavigation": navigation != nil,
            "navigationName": navigation?.name ?? "",
            "navigationDeclaredType": navigation.map { witnessed($0.declaredType) } ?? "",
            "navigationSettable": navigation?.settable ?? false,
            // With `childrenName`: `[element]`, or `[key: element]` where the children are keyed.
            "declaresChildren": children != nil,
            "childrenElement": children?.element ?? "",
            "childrenKey": children.map { $0.collection == .dictionary ? $0.key ?? "AnyHashable" : "" } ?? "",
        ]
    }
}
