import SwiftSyntax

/// Reads where a SwiftUI app whose coordinators own their stacks but have no view builder maps its
/// routes to views: the view that shows a coordinator's stack switches over them in its
/// `.navigationDestination(for: HomeRoute.self) { route in switch route { … } }` closure (the route
/// enum named alone, or through the coordinator that nests it: `HomeCoordinator.Destination.self`).
/// A `ViewModifier` whose `body(content:)` adds that closure counts as such a view: one navigation
/// object serving several stacks (one instance per tab) has its destinations applied to each stack's
/// root through the modifier (`content.navigationDestination(for: AppRoute.self) { route in switch … }`).
/// A closure that ignores its value (`{ _ in Text("Not implemented") }`, ``PlaceholderDestinationBuilder``)
/// counts too: a new screen makes it a switch.
enum DestinationViews {
    /// Whether `type` is a view or a view modifier, where a destination closure may be.
    static func canMapDestinations(_ type: TypeDeclaration) -> Bool {
        type.kind == .struct && (type.inherited.contains("View") || type.inherited.contains("ViewModifier"))
    }

    /// The views of the app that map `enumName`'s cases in such a closure, for any of `coordinators`.
    static func mapping(_ enumName: String, of coordinators: [String], in index: DeclarationIndex) -> [TypeDeclaration] {
        sites(enumName, of: coordinators, in: index).map(\.view)
    }

    /// Each view mapping `enumName`'s cases, with where its switch is, as init's finding names it:
    /// `NavigationDestinationsModifier's .navigationDestination(for: AppRoute.self) (a ViewModifier)`,
    /// `Home.navigationDestination(_:) handed to .routerDestination(…)`.
    static func sites(_ enumName: String, of coordinators: [String], in index: DeclarationIndex) -> [(view: TypeDeclaration, site: String)] {
        let routeTypes = [enumName] + coordinators.map { "\($0).\(enumName)" }
        let wrappers = destinationWrappers(in: index)
        return index.types.compactMap { type in
            guard canMapDestinations(type), let block = type.memberBlock else { return nil }
            let functions = ([block] + index.extensions(of: type.name).compactMap(\.memberBlock)).flatMap { block in
                block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            }
            let kind = type.inherited.contains("ViewModifier") ? " (a ViewModifier)" : ""
            for call in SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: block, where: { _ in true }) {
                let switches = SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: call, where: { _ in true })
                if DestinationSwitchLocator.destinationCall(call, of: routeTypes), !switches.isEmpty || delegatesToSwitch(call, among: functions) {
                    return (type, "\(type.name)'s .navigationDestination(for: \(enumName).self)\(kind)")
                }
                if DestinationSwitchLocator.destinationCall(call, of: routeTypes),
                    let closure = PlaceholderDestinationBuilder.closure(of: call), PlaceholderDestinationBuilder.isPlaceholder(closure)
                {
                    return (type, "\(type.name)'s .navigationDestination(for: \(enumName).self) { _ in … }\(kind)")
                }
                if let modifier = DelegatedDestinationBuilder.modifierName(of: call), wrappers.contains(modifier),
                    let function = DelegatedDestinationBuilder.wrappedDestination(of: call, routeTypes: routeTypes, among: functions)
                {
                    return (type, "\(type.name).\(DelegatedDestinationBuilder.swiftName(of: function)) handed to .\(modifier)(…)\(kind)")
                }
            }
            return nil
        }
    }

    /// The app's modifiers that wrap `.navigationDestination(for:)` over a type they are generic over,
    /// declared in an extension of `View` (`func routerDestination<D, C>(router: BaseRouter, destination:
    /// @escaping (D) -> C) -> some View { navigationDestination(for: D.self) { destination($0) } }`): a
    /// view calling one with a function of its own maps the routes in that function's switch.
    static func destinationWrappers(in index: DeclarationIndex) -> Set<String> {
        let functions = index.extensions(of: "View").compactMap(\.memberBlock).flatMap { block in
            block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        }
        return Set(
            functions.filter { function in
                let generics = function.genericParameterClause?.parameters.map(\.name.text) ?? []
                guard let body = function.body, !generics.isEmpty else { return false }
                return SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: body) { call in
                    DelegatedDestinationBuilder.modifierName(of: call) == "navigationDestination"
                        && call.arguments.first.map { $0.label?.text == "for" && generics.map { "\($0).self" }.contains($0.expression.trimmedDescription) } == true
                }.isEmpty == false
            }.map(\.name.text))
    }

    /// Whether the modifier hands its routes to a function of the view that switches over them
    /// (``DelegatedDestinationBuilder``: `{ destination($0) }`, `destination: navigate(route:)`).
    private static func delegatesToSwitch(_ call: FunctionCallExprSyntax, among functions: [FunctionDeclSyntax]) -> Bool {
        guard let called = DelegatedDestinationBuilder.calledFunction(of: call),
            let function = DelegatedDestinationBuilder.function(called, among: functions)
        else { return false }
        return DelegatedDestinationBuilder.switches(function)
    }

    /// What init adds where a site ignores its value (``PlaceholderDestinationBuilder``).
    static func placeholderNote(_ sites: [String]) -> String {
        sites.contains { $0.contains("{ _ in … }") }
            ? " (`{ _ in … }` ignores its value: a new screen turns it into a switch over it, its old body the default:)" : ""
    }

    /// The name a new flow's view builder gets where the app has none: coordgen's own.
    static let builderForNewFlows = "view(for:)"
}
