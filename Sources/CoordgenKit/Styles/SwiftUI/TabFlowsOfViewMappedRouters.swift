import Foundation
import SwiftSyntax

/// SwiftUI apps whose navigation objects hold the path while views outside them build the destinations
/// (`shape.routes.destinationsInViews`, no protocol of the app), where a flow is a tab, not a class
/// coordgen could write beside the others:
/// - one router class the app makes once per tab (`@State private var homeRouter = NavigationRouter()`
///   beside `searchRouter`, …), every tab pushing the app's one route enum, its destinations applied to
///   each tab's root by a modifier;
/// - tab routers subclassing a base of the app that holds the path (`HomeRouter: BaseRouter`), each
///   with its own `Destination` enum mapped in its tab's root view.
///
/// A new flow there is a new tab (a router instance and a stack in the tab view, or a subclass of the
/// base with its root view and its tab), which coordgen does not write: `new coordinator` refuses in
/// one line, saying what a flow is and that screens are added with `new screen`.
enum TabFlowsOfViewMappedRouters {
    /// The refusal, where the app is of either shape; nil otherwise.
    static func problem(for request: CoordinatorRequest, routes: RouteShape) -> String? {
        guard routes.destinationsInViews == true,
            ProtocolFreeShapeDetector.conformances.contains(request.shape.protocol.name)
        else { return nil }
        let index = request.project.model.index
        let detector = ProtocolFreeShapeDetector(index: index, files: [])
        let routers = index.types.filter { ProtocolFreeShapeDetector.conformance(of: $0, in: index) != nil }
        let holding = routers.filter { router in
            detector.allMembers(of: router).compactMap(ProtocolFreeShapeDetector.property).contains { $0.name == routes.navigator.name }
        }
        if holding.count == 1, let router = holding.first, let (view, instances) = instancesPerTab(of: router.name, in: index) {
            return
                "\(router.name) is the app's one navigation class, made once per tab (\(view): \(instances.joined(separator: ", "))), so a flow here is a tab, which coordgen does not write: add the tab's \(router.name)() and NavigationStack to \(view) yourself, and its screens with `coordgen new screen <Name> --coordinator \(router.name)`"
        }
        let chains = routers.map { ($0, CoordinatorBaseClassDetector(index: index).superclassChain(of: $0)) }
        let subclasses = chains.filter { router, chain in
            !holding.contains { $0.name == router.name } && chain.contains { base in holding.contains { $0.name == base.name } }
        }
        guard let base = subclasses.first?.1.first(where: { base in holding.contains { $0.name == base.name } }) else { return nil }
        let names = subclasses.map(\.0.name)
        return
            "a flow here is a tab router (\(names.joined(separator: ", ")) subclass \(base.name), which holds their \(routes.navigator.name), each with its own \(routes.enum) mapped in its tab's root view), which coordgen does not write: add `class \(request.conventions.flowClass): \(base.name)` and its tab yourself, then its screens with `coordgen new screen <Name> --coordinator \(request.conventions.flowClass)`"
    }

    /// The view that makes two or more instances of `router` in stored properties
    /// (`@State private var homeRouter = NavigationRouter()`), with those properties' names.
    private static func instancesPerTab(of router: String, in index: DeclarationIndex) -> (view: String, properties: [String])? {
        for view in index.types where view.kind == .struct && view.inherited.contains("View") {
            let properties = index.members(of: view).compactMap { member -> String? in
                guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    binding.typeAnnotation == nil,
                    let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == router
                else { return nil }
                return ProtocolFreeShapeDetector.name(of: variable)
            }
            if properties.count > 1 { return (view.name, properties) }
        }
        return nil
    }
}
