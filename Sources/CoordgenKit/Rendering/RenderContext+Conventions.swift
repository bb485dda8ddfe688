extension RenderContext {
    /// The app's conventions applied to the flow or screen a template is about: the names, declarations
    /// and statements a uikit template writes, computed from the recorded ``AppShape`` so that templates
    /// never decide how an app spells things. coordgen's own projects have a shape too (the style's
    /// built-in profile), and it yields exactly the code coordgen always wrote.
    struct Conventions: Sendable {
        let shape: AppShape
        /// The flow or screen's type stem (`Reservation`).
        let name: String
        /// The flow's enum case after a dot (`reservation`).
        let caseIdentifier: String
        /// The coordinator class, when it is not what the naming scheme makes of `name` (a resolved
        /// parent such as `MainCoordinator`).
        let classNameOverride: String?
        /// Whether the flow presents itself modally in a navigation controller of its own.
        let presentsModally: Bool
        /// The parent that starts the flow and the presenting view's property holding it, where known.
        let parentClass: String?
        let presentingProperty: String?
        let presentingBinding: String?
        let screenCoordinator: String?
        let endsFlow: Bool
        let parentTabBar: TabBarControllerProperty?
        let parentWindow: WindowProperty?
        let parentShowsNothing: Bool
        let heldRouter: HeldRouter?
        let factoryProperties: CoordinatorFactoryProperties?
        let windowStack: WindowRootStack?
        let presentingController: PresentingController?
        let dependencyArguments: [String: String]?
        /// The parent's stack under another name than the protocol's (``ParentStackOfAnotherName``).
        let parentStack: String?
        let parentHoldsNoChildren: Bool
        let destinationOwner: String?
        let perFlowFinish: PerFlowParentFinish.Choice?
        let perFlowDelegate: PerFlowDelegateFinish.Conformance?
        let finishClosure: FinishClosureWithArguments.Choice?
        let parentOptionals: [String]
        let openMainActor: Bool
        /// The access level of the flow's declarations (`public` across a module boundary).
        let access: AccessLevel
        /// The module the flow's files are compiled into (a file does not import its own module).
        let ownModule: String?

        /// The conventions for what a template is about.
        init(shape: AppShape, subject: Subject) {
            self.shape = shape
            name = subject.name
            caseIdentifier = subject.caseIdentifier
            classNameOverride = subject.className
            presentsModally = subject.presentsModally
            parentClass = subject.parentClass
            presentingProperty = subject.presentingProperty
            presentingBinding = subject.presentingBinding
            screenCoordinator = subject.screenCoordinator
            endsFlow = subject.endsFlow
            parentTabBar = subject.parentTabBar
            parentWindow = subject.parentWindow
            parentShowsNothing = subject.parentShowsNothing
            heldRouter = subject.heldRouter
            factoryProperties = subject.factoryProperties
            windowStack = subject.windowStack
            presentingController = subject.presentingController
            dependencyArguments = subject.dependencyArguments
            parentStack = subject.parentStack
            parentHoldsNoChildren = subject.parentHoldsNoChildren
            destinationOwner = subject.destinationOwner
            perFlowFinish = subject.perFlowFinish
            perFlowDelegate = subject.perFlowDelegate
            finishClosure = subject.finishClosure
            parentOptionals = subject.parentOptionals
            openMainActor = subject.openMainActor
            access = subject.access
            ownModule = subject.ownModule
            // What most values ask for, computed once: a render reads `initParameters` dozens of times.
            let flowClass = computedFlowClass
            derived.flowClass = flowClass
            derived.finish = computedFinish(flowClass: flowClass)
            let initParameters = computedInitParameters
            derived.initParameters = initParameters
            derived.navigationParameter = computedNavigationParameter(initParameters)
            derived.parentParameter = computedParentParameter(initParameters)
        }

        /// The values the others are computed from, each computed once when the conventions are made.
        private struct Derived: Sendable {
            var flowClass: String?
            var finish: FinishMechanism?
            var initParameters: [InitializerRequirement.Parameter]?
            var navigationParameter: InitializerRequirement.Parameter??
            var parentParameter: InitializerRequirement.Parameter??
        }
        private var derived = Derived()

        var protocolShape: ProtocolShape { shape.protocol }
        /// The finish mechanism; where the app types each flow's parent by its class, the one decided for
        /// the flow's parent (typed by the coordinator protocol when it has none yet).
        var finish: FinishMechanism { derived.finish ?? computedFinish(flowClass: flowClass) }

        /// The finish mechanism with a closure named after each flow (`finish{Name}CoordinatorFlow`)
        /// named after this one.
        private func computedFinish(flowClass: String) -> FinishMechanism {
            var finish = unnamedFinish(flowClass: flowClass)
            if let property = finish.property, property.contains(NamingScheme.placeholder) {
                finish.property = NamingScheme.apply(property, to: name)
            }
            return finish
        }

        private func unnamedFinish(flowClass: String) -> FinishMechanism {
            if let perFlowFinish { return perFlowFinish.finish }
            if let finishClosure { return finishClosure.finish }
            if let withArguments = FinishClosureWithArguments(shape.protocol.finish) {
                return withArguments.choice(flowClass: flowClass, sees: { _ in true }).finish
            }
            if let perFlow = PerFlowDelegateFinish(shape.protocol.finish) { return perFlow.flowFinish(flowClass: flowClass, stem: name) }
            guard let perFlow = PerFlowParentFinish(shape.protocol.finish) else { return shape.protocol.finish }
            return perFlow.choice(flowClass: flowClass, stem: name, parent: nil, parentMethods: [], shape: protocolShape).finish
        }

        /// The flow's coordinator class (`DefaultReservationCoordinator`).
        var flowClass: String { derived.flowClass ?? computedFlowClass }

        private var computedFlowClass: String { classNameOverride ?? NamingScheme.apply(shape.naming.flowClass, to: name) }

        /// The flow's own protocol (`ReservationCoordinatorProtocol`), or nil when flows have classes only.
        var flowProtocol: String? { shape.naming.flowProtocol.map { NamingScheme.apply($0, to: name) } }

        /// The screen class (`ReservationViewController`).
        var screenClass: String { NamingScheme.apply(shape.naming.screen, to: name) }

        /// Whether the app's protocol is coordgen's own, which also tracks the first pushed screen so the
        /// owner of a stack can finish flows the user leaves with Back (`finishFlowsPopped(from:)`).
        var tracksPoppedFlows: Bool {
            protocolShape.tracksFirstPushedScreen
        }

        // MARK: Properties

        var flowTypeProperty: String? {
            // A base class storing the case is given it through its initialiser instead (`superInitCall`).
            guard let flowType = protocolShape.flowType, superInitCall == nil else { return nil }
            return FlowTypeDeclaration(flowType: flowType, caseIdentifier: caseIdentifier, overrides: protocolShape.baseClass != nil).text
        }

        /// `super.init(type: .zebra)` where the base class stores the flow's case through its initialiser.
        var superInitCall: String? {
            // Each flow gets a new stack through the base class's initialiser: a new one calls it alike.
            if let call = StackMadeByBaseInit.call(in: protocolShape) { return call }
            guard protocolShape.baseClass != nil, let flowType = protocolShape.flowType, let label = flowType.baseInitLabel else {
                return nil
            }
            let navigation = baseInitNavigation.map { ", \($0.label): \($0.name)" } ?? ""
            return "super.init(\(label == "_" ? "" : "\(label): ").\(caseIdentifier)\(navigation))"
        }

        /// The navigation controller's parameter where the base class's initialiser takes it beside the case
        /// (`init(type:navigationController:)`): the new coordinator takes it as that initialiser types it
        /// and passes it on.
        var baseInitNavigation: InitializerRequirement.Parameter? {
            guard protocolShape.baseClass != nil, protocolShape.initializers.isEmpty, let navigation = protocolShape.navigation,
                let flowType = protocolShape.flowType, flowType.baseInitLabel != nil, let label = flowType.baseInitNavigationLabel,
                let type = flowType.baseInitNavigationType
            else { return nil }
            return .init(label: label, name: navigation.name, type: type)
        }

        /// The required initialiser's parameters, or the navigation controller when none is required.
        var initParameters: [InitializerRequirement.Parameter] { derived.initParameters ?? computedInitParameters }

        private var computedInitParameters: [InitializerRequirement.Parameter] {
            if let required = protocolShape.initializers.first {
                // A type may be the flow's own (`factory: {Name}ModuleFactory`).
                return required.parameters.map {
                    .init(label: $0.label, name: $0.name, type: witnessed(typingParent(NamingScheme.apply($0.type, to: name))))
                }
            }
            guard let navigation = protocolShape.navigation else { return passedProperties }
            if let passedToBase = baseInitNavigation { return [passedToBase] + passedProperties }
            return [.init(label: navigation.name, name: navigation.name, type: witnessed(navigation.declaredType))] + passedProperties
        }

        /// A recorded type with `{Parent}` (apps that type each flow's parent by its class) as the flow's
        /// parent class, or the coordinator protocol when it has none.
        private func typingParent(_ type: String) -> String {
            let placeholder = PerFlowParentDetector.parentPlaceholder
            guard type.containsLiteral(placeholder) else { return type }
            let parent = finish.parentType ?? protocolShape.name
            let isProtocol = parent == protocolShape.name
            return type.replacingLiteral(placeholder + "?", with: isProtocol ? "(any \(parent))?" : "\(parent)?")
                .replacingLiteral(placeholder, with: isProtocol ? "any \(parent)" : parent)
        }

        /// The initialiser's parameter that hands the child its parent (`parentCoordinator:`), which the
        /// parent fills with `self`.
        var parentParameter: InitializerRequirement.Parameter? {
            derived.parentParameter ?? computedParentParameter(initParameters)
        }

        private func computedParentParameter(_ initParameters: [InitializerRequirement.Parameter]) -> InitializerRequirement.Parameter? {
            guard finish.kind == .parent, let property = finish.property else {
                return PassedToBaseInit.parentParameter(in: initParameters, shape: protocolShape)
                    ?? ParentPropertyRequirement.parameter(in: initParameters, shape: protocolShape)
            }
            return initParameters.first { $0.name == property }
        }

        /// The parameter that passes the navigation controller in.
        var navigationParameter: InitializerRequirement.Parameter? {
            derived.navigationParameter ?? computedNavigationParameter(initParameters)
        }

        private func computedNavigationParameter(_ initParameters: [InitializerRequirement.Parameter]) -> InitializerRequirement.Parameter?
        {
            initParameters.first { $0.name == protocolShape.navigation?.name }
                ?? initParameters.first(where: protocolShape.passesNavigation)
        }

        /// Stored properties for the initialiser's other parameters (`let dependency: AppDependency`).
        var storedProperties: [String] {
            storedParameters.map(storedPropertyDeclaration) + ownStoredProperties
        }

        /// `let dependency: AppDependency` for a parameter the class stores.
        func storedPropertyDeclaration(_ parameter: InitializerRequirement.Parameter) -> String {
            "\(bindingKeyword(for: parameter.name)) \(parameter.name): \(parameter.type)"
        }

        /// The initialiser's parameters the class stores in properties of their own: the parent comes in
        /// through the finish mechanism's own property, the navigation controller through the protocol's.
        var storedParameters: [InitializerRequirement.Parameter] {
            initParameters.filter {
                $0.name != navigationParameter?.name && $0.name != parentParameter?.name && !PassedToBaseInit.passes($0, in: protocolShape)
            }
        }

        /// `override ` where the member comes from the app's base class (not one beside the protocol,
        /// which has no `start()` to override: ``BaseClassBesideProtocol``).
        var overridePrefix: String {
            protocolShape.baseClass == nil || protocolShape.baseClassConforms == false || protocolShape.baseClassStarts == false ? "" : "override "
        }

        /// The superclass and protocol in the class declaration (`BaseCoordinator, ReservationCoordinatorProtocol`):
        /// the coordinator protocol is named unless a flow protocol refines it or the base class implements it
        /// (it does not when the protocol is constrained to it).
        var conformance: String {
            let baseImplementsProtocol =
                protocolShape.baseClass != nil && protocolShape.superclass == nil && protocolShape.baseClassConforms != false
            // Coordinators that only a naming convention makes conform to nothing.
            let conformed = baseImplementsProtocol || NamingConventionShapeDetector.isRecorded(protocolShape.name) ? nil : protocolShape.name
            let children = ChildrenElementConformance.additional(in: protocolShape, besides: flowProtocol ?? conformed)
            return [protocolShape.spelledBaseClass, flowProtocol ?? conformed, children].compactMap { $0 }
                .joined(separator: ", ")
        }

        /// Whether the class declares an initialiser: not when it inherits its base class's.
        /// A flow declaring its own stack beside a base class that holds none takes it in one too.
        var declaresInit: Bool {
            protocolShape.baseClass == nil || !storedProperties.isEmpty || superInitCall != nil || declaredNavigationProperty != nil
                || SuperInitTakingNothing.applies(to: protocolShape)
        }

        /// `super.init(parent: parent)` where the base class's own designated initialiser takes what the
        /// flow's does (``PassedToBaseInit``) and the flow has properties of its own to set first; without
        /// them it inherits that initialiser.
        var passedToBaseInitCall: String? {
            guard superInitCall == nil, !storedProperties.isEmpty || declaredNavigationProperty != nil else { return nil }
            return PassedToBaseInit.call(in: protocolShape, parameters: initParameters)
        }

        var initDeclaration: String {
            "init(" + initParameters.map { ($0.label == $0.name ? "" : "\($0.label) ") + "\($0.name): \($0.type)" }.joined(separator: ", ")
                + ")"
        }

        /// The initialiser's body; a modal flow keeps the navigation controller it is given for presenting
        /// and runs its screens in a new one.
        var initAssignments: [String] {
            if let superInitCall = superInitCall ?? SuperInitTakingNothing.call(in: protocolShape) {
                // The subclass's own properties first, then the base class's initialiser, then what the base
                // class declares (its navigation controller).
                let own = initParameters.filter { $0.name != navigationParameter?.name }.map { "self.\($0.name) = \($0.name)" }
                let inherited =
                    baseInitNavigation != nil
                    ? [] : navigationParameter.map { ["self.\(protocolShape.navigation?.name ?? $0.name) = \($0.name)"] } ?? []
                return own + [superInitCall] + inherited
            }
            let passedToBase = passedToBaseInitCall
            return initParameters.filter { passedToBase == nil || !PassedToBaseInit.passes($0, in: protocolShape) }.map { parameter in
                guard parameter.name == navigationParameter?.name, let navigation = protocolShape.navigation else {
                    return "self.\(parameter.name) = \(parameter.name)"
                }
                if presentsModally {
                    return "presentingNavigationController = \(parameter.name)"
                }
                return "self.\(navigation.name) = \(parameter.name)"
            }
                + StackMadeInInit.makingStack(in: protocolShape)
                + (presentsModally && protocolShape.navigation != nil
                    ? [
                        "self.\(protocolShape.navigation?.name ?? "navigationController") = \(protocolShape.navigation?.type ?? "UINavigationController")()"
                    ] : []) + (passedToBase.map { [$0] } ?? [])
        }

        /// Whether a new flow runs on a stack of its own, made in its initialiser (``StackMadeInInit``) or
        /// through the base class's (``StackMadeByBaseInit``): closing it dismisses that stack.
        var ownsNewStack: Bool { StackMadeInInit.applies(to: protocolShape) || StackMadeByBaseInit.applies(to: protocolShape) }

        func call(arguments: [String]) -> String {
            let pairs = zip(initParameters, arguments).map { ($0.label == "_" ? "" : "\($0.label): ") + $1 }
            return "\(flowClass)(\(pairs.joined(separator: ", ")))"
        }
    }
}
