/// What of an app's shape coordgen can write code for. Every refusal names the requirement and the
/// key of `.coordgen.yml` that records it, so a user can see why and correct a misread shape by hand.
extension AppShape {
    /// Whether a generated coordinator meets `requirement` by itself: it implements `start()` and
    /// `finish()` (or the app does for every coordinator) and tracks its first pushed screen, and the app
    /// implements `findCoordinator` or the parent's finish method for every coordinator where it does.
    private func coordgenMeets(_ requirement: RequirementSignature) -> Bool {
        let shape = `protocol`
        if requirement.isFunction(shape.startName, labels: []) || requirement.isFunction("finish", labels: []) { return true }
        if requirement.isProperty("firstPushedScreen") { return true }
        if shape.providesFindCoordinator, requirement.isFunction("findCoordinator") { return true }
        // The parent's handler, which a new coordinator writes (not the one every coordinator implements
        // alike where each flow's parent is typed by its class: that is written like the siblings').
        if let method = shape.finish.method, shape.finish.kind == .parent, shape.finish.parentPerFlow != true,
            requirement.isFunction(method)
        {
            return true
        }
        return false
    }

    /// Why coordgen cannot write a coordinator that meets the protocol's other requirements, if it cannot:
    /// one line. Every style checks it.
    public var requirementProblem: String? {
        let shape = `protocol`
        guard let unknown = shape.otherRequirements.first(where: { !coordgenMeets(RequirementSignature($0)) }) else { return nil }
        let uses = shape.otherRequirements + (shape.properties ?? []).map { "\($0.name): \($0.type)" }
        if let problem = AssociatedTypeRequirement.problem(unknown, protocolName: shape.name, uses: uses) { return problem }
        if let problem = SwiftUIRoutePathRequirement.problem(unknown, protocolName: shape.name) { return problem }
        let signature = RequirementSignature(unknown)
        if case .function = signature.kind, signature.name.lowercased().contains("child") {
            // Child management init could not take from one sibling (``ChildManagementLikeSibling``).
            return
                "\(shape.name) requires `\(unknown)`, which its coordinators implement in ways coordgen cannot choose between (init says why): copy a flow with `new coordinator <Name> --like <Flow>`, or implement it in an extension of \(shape.name) (shape.otherRequirements in .coordgen.yml)"
        }
        return
            "\(shape.name) requires `\(unknown)`, which coordgen cannot write for a new coordinator: implement it in an extension of \(shape.name), or remove it from shape.otherRequirements in .coordgen.yml if it is not a requirement"
    }

    /// Why coordgen cannot write a coordinator for this shape in the uikit templates, if it cannot: one line.
    public func coordinatorProblem(presentsModally: Bool) -> String? {
        let shape = `protocol`
        if let problem = requirementProblem { return problem }
        if let start = shape.otherRequirements.first(where: { RequirementSignature($0).isFunction(shape.startName, labels: []) }),
            let returned = RequirementSignature(start).returnType
        {
            return
                "\(shape.name) requires `\(start)`: each coordinator's start returns the \(returned) it shows, and the uikit templates write a start() that shows its screen on a navigation controller and returns nothing; copy a flow with `new coordinator <Name> --like <Flow>` (shape.otherRequirements in .coordgen.yml)"
        }
        if let problem = finishProblem ?? navigationProblem { return problem }
        return presentsModally ? presentProblem : nil
    }

    /// Why the uikit templates cannot write the finish the shape records: a finish method taking other
    /// than the finished coordinator, or a finish closure they do not write.
    private var finishProblem: String? {
        let shape = `protocol`
        let finish = shape.finish
        if finish.kind == .delegate || finish.kind == .parent, finish.method != nil, (finish.labels ?? []).count != 1 {
            return
                "the finish method \(finish.methodSignature ?? "") takes \((finish.labels ?? []).count) arguments; coordgen writes finish methods that take the finished coordinator only (shape.finish.labels in .coordgen.yml)"
        }
        if let withArguments = FinishClosureWithArguments(finish) {
            if let problem = withArguments.problem { return problem }
        } else if finish.kind == .closure, !finish.closureTakesNoArguments {
            return
                "the finish closure \(finish.property ?? "") is \(finish.closureType ?? "?"); coordgen writes optional closures without arguments, `(() -> Void)?` (shape.finish.closureType in .coordgen.yml)"
        }
        return nil
    }

    /// Why a new coordinator cannot be handed its navigation controller: reached through a holder
    /// coordgen cannot fill, or not taken by the initialiser.
    private var navigationProblem: String? {
        let shape = `protocol`
        if let navigation = shape.navigation, let holder = navigation.holder {
            let initializerTakesHolder = shape.initializers.first.map { $0.parameters.contains { $0.name == holder } } ?? false
            // A struct of each coordinator's own (`struct Dependency`) is written when init recorded its members.
            let writesNestedStruct = shape.nestedDependency.map { nested in
                nested.members.contains { "\(holder).\($0.name)" == navigation.name }
                    && shape.initializers.first?.parameters.contains { $0.name == holder && $0.type == nested.type } == true
            }
            if navigation.holderPerCoordinator == true, writesNestedStruct != true {
                return
                    "the coordinators reach their \(navigation.type) through `\(navigation.name)`, and coordgen does not know what a new coordinator's \(holder) holds nor how the parent fills it: run `coordgen init --force` to record it (shape.nestedDependency in .coordgen.yml), copy a flow with `new coordinator <Name> --like <Flow>`, or record a navigation controller property of the coordinators' own (shape.navigation in .coordgen.yml)"
            }
            if navigation.holderPerCoordinator != true, !initializerTakesHolder {
                // A holder the coordinators share (a router class): a new one is handed the parent's.
                return
                    "the coordinators reach their \(navigation.type) through `\(navigation.name)`, and no initialiser recorded for a new coordinator takes a \(holder) (init found none the coordinators share): record one in shape.initializers in .coordgen.yml (`init(\(holder): <the type they hold>)`) and start the flow from a coordinator that holds a \(holder) (--parent), or copy a flow with `new coordinator <Name> --like <Flow>`"
            }
        }
        if let navigation = shape.navigation, navigation.holder == nil, let initializer = shape.initializers.first,
            !initializer.parameters.contains(where: shape.passesNavigation), !StackHandedAfterInit.applies(to: shape), !StackMadeInInit.applies(to: shape),
            !StackMadeByBaseInit.applies(to: shape)
        {
            return
                "\(initializer.signature) does not take the \(navigation.type) that `\(navigation.name)` holds, so coordgen cannot tell how a new coordinator gets one (shape.initializers in .coordgen.yml)"
        }
        return nil
    }

    /// Why a flow cannot be presented with its own stack (`--present`).
    private var presentProblem: String? {
        let shape = `protocol`
        if let problem = StackMadeInInit.presentProblem(shape) { return problem }
        if let base = shape.baseClass {
            return
                "--present is not supported where coordinators inherit from \(base): its initialiser decides which navigation controller the flow uses (shape.baseClass in .coordgen.yml)"
        }
        if let navigation = shape.navigation, navigation.holder != nil {
            // A path (`dependency.navigationController`) is not the flow's own to replace with a new stack.
            return
                "--present is not supported where coordinators reach their \(navigation.type) through `\(navigation.name)`: what the flow is handed is the stack it pushes onto, not one of its own to present; start the flow without --present (shape.navigation in .coordgen.yml)"
        }
        guard let navigation = shape.navigation, !navigation.optional else {
            return
                "--present needs a non-optional navigation controller property in \(shape.name) (shape.navigation in .coordgen.yml) to present the flow's own stack"
        }
        return nil
    }

    /// Why a parent cannot start a new coordinator, if it cannot: one line.
    public func parentProblem(parentClass: String) -> String? {
        let shape = `protocol`
        // A parent that owns its stack, or shows screens through flags, holds each child in a property of its own.
        if shape.family.parentHoldsEachChild { return nil }
        // Without a collection, a UIKit parent holds the child in a property of its own (``HeldChildProperty``).
        if shape.children == nil, !HeldChildProperty.applies(to: shape) {
            return
                "\(shape.name) has no children property, so \(parentClass) could not keep the new coordinator alive; add one or start the flow without --parent (shape.children in .coordgen.yml)"
        }
        // An add method of the app's taking the child alone (`keep(_ child:)`) picks the key itself.
        if let children = shape.children, children.collection == .dictionary, children.key != shape.flowType?.enum,
            !NameKeyedChildren.applies(to: shape), children.add == nil
        {
            return
                "\(parentClass) keeps its children in a dictionary keyed by \(children.key ?? "?"), which coordgen cannot fill for a new flow (shape.children.key in .coordgen.yml)"
        }
        let finish = shape.finish
        if finish.kind == .parent, let parentType = finish.parentType, parentType != shape.name, parentType != parentClass {
            return
                "a new coordinator's \(finish.property ?? "parent") is a \(parentType), so only \(parentType) can start it, not \(parentClass) (shape.finish.parentType in .coordgen.yml)"
        }
        return nil
    }

    /// Why coordgen cannot add a screen method to `coordinatorClass`, if it cannot: the protocol declares no
    /// navigation controller and neither the class nor a base class of it holds one.
    public func screenProblem(coordinatorClass: String) -> String? {
        guard `protocol`.navigation != nil else {
            if let problem = SwiftUIViewRequirement.screenProblem(coordinatorClass: coordinatorClass, shape: `protocol`) { return problem }
            if let problem = SwiftUIRoutePathRequirement.screenProblem(coordinatorClass: coordinatorClass, shape: `protocol`) { return problem }
            return
                "\(coordinatorClass) holds no navigation controller (no UINavigationController property of its own or of a base class, and \(`protocol`.name) declares none) nor a router (a property whose type has push and pop methods that take a view controller), nor a window whose root it makes a navigation controller, nor a view controller it shows its flow in (`toPresentable()`, a property typed UIViewController or a view controller class of the app), so coordgen cannot write a method that shows a screen: add the screen to a coordinator that holds one, or record the property every coordinator has in shape.navigation in .coordgen.yml"
        }
        return nil
    }
}
