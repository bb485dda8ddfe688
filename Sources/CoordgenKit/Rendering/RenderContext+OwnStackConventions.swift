import Foundation

extension RenderContext.Conventions {
    // MARK: Coordinators that own their stacks (SwiftUI family, `shape.routes.flows`)

    /// The view that shows the flow's stack: the app's per-flow view name (`ReservationCoordinatorView`),
    /// or, where one generic view shows every stack, a view of the flow's own around it, which is where
    /// the flow's children get presented.
    func ownStackView(_ flows: ChildFlowShape) -> String {
        flows.viewPerFlow ? flows.view(for: name) : "\(flowClass)View"
    }

    /// Whether the new flow tells its parent it is done through a back-reference: only when there is a
    /// parent whose class the reference can name.
    func endsThroughParent(_ flows: ChildFlowShape) -> Bool { flows.endsThroughParent && parentClass != nil }

    /// Whether the navigation state is an array (`stack: [Destination] = []`) rather than a type made
    /// empty by its initialiser (`path = NavigationPath()`).
    func navigatorIsArray(_ navigator: PropertyRequirement) -> Bool { navigator.type.hasPrefix("[") }

    /// The push method a coordinator without a protocol declares, as the app's do: `push(_ page: Page)`,
    /// `go(to page: Page)`; named after the event's case where the app's push through one method handling
    /// every event (``DispatchedPush``): a new flow has no events.
    func pushDeclaration(_ routes: RouteShape) -> String {
        if let dispatch = routes.dispatch { return "\(dispatch.ownPush)(_ \(routes.enum.lowerCamelCased): \(routes.enum))" }
        let label = String(RouteShape.argumentLabel(routes.push).dropLast(2))
        return
            "\(RouteShape.ownName(RouteShape.baseName(routes.push)))(\(label.isEmpty ? "_" : label) \(routes.enum.lowerCamelCased): \(routes.enum))"
    }

    /// The values the own-stack templates read, spelled here and nowhere else.
    func ownStackValues(_ routes: RouteShape, _ flows: ChildFlowShape) -> [String: any Sendable] {
        let observable = flows.observable == true
        let throughParent = endsThroughParent(flows)
        // `sheet(item:)` presents an `Identifiable` item; a flow its view creates is presented as a view.
        // `@Observable` makes the class `Observable`: only an app's own protocol is written out.
        // A base class that holds the stack for every flow (`class TabCoordinator: AppCoordinator`) is
        // what a new flow inherits from, as the app's do.
        let inheritsStack = ownStackBaseClass != nil
        let conformed =
            ownStackBaseClass.map { [$0] }
            ?? ((routes.flowConformances ?? []) + (shape.protocol.name == "Observable" ? [] : [shape.protocol.name]))
        let conformance = (conformed + (flows.ownedByView == true ? [] : ["Identifiable"])).joined(separator: ", ")
        let environment = routes.screenEnvironment?.declaration ?? ""
        return [
            // `@Published` and the default `objectWillChange` are Combine's members: a file using them
            // imports Combine where member import visibility hides them otherwise (SE-0444).
            "ownStackImports": observable ? ["Observation", "SwiftUI"] : (importsCombine ? ["Combine", "SwiftUI"] : ["SwiftUI"]),
            "observable": observable,
            "ownStackConformance": conformance,
            "declaresRouteEnum": routes.perFlow,
            "routeEnumConformances": (routes.enumConformances ?? ["Hashable"]).joined(separator: ", "),
            "publishedPrefix": observable ? "" : "@Published ",
            "navigatorIsArray": navigatorIsArray(routes.navigator),
            "declaresNavigator": !inheritsStack,
            // How the flow tells its parent it is done: `weak var parent: Parent?` and `parent?.finish()`, or
            // `var onFinish: (() -> Void)?` and `onFinish?()` (the templates spell both).
            "flowParentClass": parentClass ?? "",
            "flowParentFinish": flows.parentFinish ?? "",
            "endsThroughParent": throughParent,
            "parentProperty": flows.parentProperty ?? "",
            "flowFinishClosure": flows.finishClosure ?? "onFinish",
            // Where screens reach their coordinator from the environment, the stack view puts it there.
            "environmentModifier": environment.contains("@EnvironmentObject")
                ? ".environmentObject(coordinator)" : environment.contains("@Environment(") ? ".environment(coordinator)" : "",
            // Coordinators whose screens append to the path in place declare no push nor pop; nor does a new one.
            "writesNavigationMethods": writesNavigationMethods && !routes.appendsInPlace,
            // The protocol's view requirement (`func start() -> some View`), which returns the stack view.
            "flowView": routes.flowView.map(access.applied(toMembers:)) ?? "",
            // `func start() -> AnyView` erases the stack view's type.
            "flowViewErased": routes.flowView?.hasSuffix("-> AnyView") == true,
            // A flow's first screen that reaches its coordinator from the environment ends the flow itself.
            "screenEndsFlow": endsFlow && routes.screenEnvironment != nil,
            // Without a protocol to infer it from, the class says it is main-actor isolated, as the app's do.
            "writesClassMainActor": writesNavigationMethods && shape.protocol.mainActor,
            "viewBuilderMainActor": viewBuilderIsolatedAlone(routes),
            // `build(page:)` declares `page: Page`, `view(for:)` declares `for route: Route`.
            "viewBuilderParameter": viewBuilderLabel == routes.pathElement.lowerCamelCased
                ? routes.pathElement.lowerCamelCased : "\(viewBuilderLabel ?? "_") \(routes.pathElement.lowerCamelCased)",
            // `push(_ page: Page)`, `go(to page: Page)`.
            "pushDeclaration": pushDeclaration(routes),
            // `view(for: route)`, or `build(route)` where the view builder's parameter has no label.
            "viewBuilderArgumentLabel": viewBuilderLabel.map { $0 == "_" || $0.isEmpty ? "" : "\($0): " } ?? "",
        ].merging(ownStackPresentationValues(flows)) { own, _ in own }.merging(ownStackRouteValues(routes)) { own, _ in own }
    }

    /// Whether the view builder says it is main-actor isolated where its class does not: it makes the
    /// screen's view, whose initialiser is the main actor's, passing a closure that captures the class,
    /// which Swift 6 refuses to send there from a nonisolated method. Only where no protocol can require
    /// the builder nonisolated: the app's coordinators have none (their views map the routes, or no
    /// protocol describes them).
    private func viewBuilderIsolatedAlone(_ routes: RouteShape) -> Bool {
        let classIsolated = shape.protocol.mainActor
        let noRequirement = routes.destinationsInViews == true || ["ObservableObject", "Observable"].contains(shape.protocol.name)
        return !classIsolated && routes.screenEnvironment == nil && noRequirement
    }

    /// How the flow's routes are spelled: what the view builder takes and switches over, the route
    /// appended first, and the flow's own pop.
    private func ownStackRouteValues(_ routes: RouteShape) -> [String: any Sendable] {
        [
            // The view builder takes what the path holds: the enum, or the struct wrapping it, whose
            // enum property it switches over (`switch route.destination`).
            "routeParameter": routes.pathElement.lowerCamelCased,
            "routeElement": routes.pathElement,
            "routeSwitchSubject": routes.routeStruct.map { "\(routes.pathElement.lowerCamelCased).\($0.property)" }
                ?? routes.pathElement.lowerCamelCased,
            "appendedRoute": routes.routeStruct?.value(of: routes.enum.lowerCamelCased) ?? routes.enum.lowerCamelCased,
            "routeEnumQualified": routes.perFlow ? "\(flowClass).\(routes.enum)" : routes.pathElement,
            "firstRouteExpression": routes.firstRoute.map { "coordinator.\($0)" }
                ?? routes.routeStruct?.value(of: ".\(caseIdentifier)") ?? ".\(caseIdentifier)",
            // The flow's own pop, named as the app's (`pop` of a recorded `router.pop`).
            "ownRoutePop": RouteShape.ownName(routes.pop),
        ]
    }

    /// How the flow is shown: the view showing its stack, who owns and presents it, and the binding the
    /// presenting view passes.
    private func ownStackPresentationValues(_ flows: ChildFlowShape) -> [String: any Sendable] {
        let observable = flows.observable == true
        return [
            "stackView": ownStackView(flows),
            "sharedStackView": flows.viewPerFlow ? "" : flows.view,
            "objectWrapper": observable ? "@Bindable" : "@ObservedObject",
            "openMethodName": shape.naming.openFlowMethod(for: name),
            "flowPresentation": flows.presentation,
            "presentationNoun": flows.presentation == "fullScreenCover" ? "full-screen cover" : "sheet",
            "observedParent": presentingProperty ?? "coordinator",
            // `$coordinator.zebra`, or `Bindable(coordinator).zebra` from a view reading it from the environment.
            "observedParentBinding": presentingBinding ?? "$\(presentingProperty ?? "coordinator")",
            "ownedByView": flows.ownedByView == true,
            "ownerWrapper": observable ? "@State" : "@StateObject",
            "ownerWrapperType": observable ? "State" : "StateObject",
        ]
    }
}

extension RenderContext.Conventions {
    /// The app's environment property for a screen of `screenCoordinator`: the coordinator class the
    /// app's screens name (the root's, `@EnvironmentObject private var coordinator: Coordinator`, or one
    /// flow's, `@EnvironmentObject var homeCoordinator: HomeCoordinator`) becomes the class that shows
    /// the screen (`HikesCoordinator`), as a whole word, and a property named after that class is named
    /// after the new one (`hikesCoordinator`).
    func screenEnvironmentDeclaration(_ environment: ScreenEnvironment) -> String {
        guard let (old, new) = screenEnvironmentRenaming(environment) else { return environment.declaration }
        var declaration = environment.declaration
        // The root's property keeps its name (`coordinator`); one named after a flow's class is renamed.
        let renamesProperty = old != shape.naming.root
        for (from, to) in [(old, new)] + (renamesProperty ? [(old.lowerCamelCased, new.lowerCamelCased)] : []) {
            declaration = declaration.replacingOccurrences(
                of: "\\b\(NSRegularExpression.escapedPattern(for: from))\\b", with: NSRegularExpression.escapedTemplate(for: to),
                options: .regularExpression)
        }
        return declaration
    }

    /// The environment property a screen of `screenCoordinator` reaches it through.
    func screenEnvironmentProperty(_ environment: ScreenEnvironment) -> String {
        guard let (old, new) = screenEnvironmentRenaming(environment), old != shape.naming.root,
            environment.property == old.lowerCamelCased
        else {
            return environment.property
        }
        return new.lowerCamelCased
    }

    /// The class the recorded declaration names and the one a screen of `screenCoordinator` names instead.
    private func screenEnvironmentRenaming(_ environment: ScreenEnvironment) -> (String, String)? {
        guard let screenCoordinator else { return nil }
        let words = environment.declaration.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        let named =
            (!shape.naming.root.isEmpty && words.contains(shape.naming.root) ? shape.naming.root : nil)
            ?? words.first { $0.first?.isUppercase == true && NamingScheme.match(shape.naming.flowClass, $0) != nil }
        guard let named, named != screenCoordinator else { return nil }
        return (named, screenCoordinator)
    }

    /// The base class the app's coordinators inherit their stack, push and pop from, where they do.
    var ownStackBaseClass: String? { shape.protocol.routes?.ownStack == true ? shape.protocol.baseClass : nil }

    /// Coordinators that no protocol describes (`shape.name` is the conformance they share,
    /// `ObservableObject` or `Observable`) push and pop with methods of their own, which a new one
    /// writes too.
    var writesNavigationMethods: Bool {
        ["ObservableObject", "Observable"].contains(shape.protocol.name) || shape.protocol.routes?.flowsDeclarePush == true
    }
}
