import Foundation
import SwiftSyntax

/// Reads an app written on Stinsen: its coordinators are classes conforming to the library's
/// `NavigationCoordinatable` (a stack and `@Root`/`@Route` properties) or `TabCoordinatable` (a
/// `TabChild` and `@Route(tabItem:)` properties); each route property names the `make…` function that
/// builds what it shows, a view (`-> some View`) or a coordinator, bare (`-> ProfileCoordinator`) or
/// wrapped (`-> NavigationViewCoordinator<ProfileCoordinator>`): such a route is a parent→child edge.
///
/// What is recorded: `shape.name` is the library's `NavigationCoordinatable`, and `shape.stinsen` how
/// parents route to a child and how they wrap one. Runs only where the app imports Stinsen.
struct StinsenDetector {
    let index: DeclarationIndex

    /// The module the app imports.
    static let module = "Stinsen"
    /// The library's protocol a flow coordgen writes conforms to, which `shape.name` records.
    static let protocolName = "NavigationCoordinatable"
    /// The library's protocol of a coordinator showing its children in tabs.
    static let tabProtocol = "TabCoordinatable"
    /// The library's classes a make function wraps a child in, which show it in a navigation view.
    static let wrappers = ["NavigationViewCoordinator", "ViewWrapperCoordinator"]

    /// One `@Root` or `@Route` property of a coordinator and what its make function returns.
    struct RoutedProperty {
        /// The property (`detail`).
        let name: String
        /// `Root` or `Route`.
        let wrapper: String
        /// The presentation its attribute names (`push`, `modal`, `fullScreen`); nil for a root or a tab.
        let presentation: String?
        /// The make function its initial value names (`makeDetail`).
        let make: String
        /// The coordinator class the make function returns, where it returns one of the app's.
        let child: String?
        /// The library class the child is wrapped in (`NavigationViewCoordinator`), where it is.
        let childWrapper: String?
        /// The function making a tab's item that a tab coordinator's route names (`@Route(tabItem:
        /// makeHomeTab)`); nil for a route of a navigation coordinator.
        var tabItem: String? = nil
    }

    /// The classes conforming to `NavigationCoordinatable` or `TabCoordinatable`, in declaration order.
    static func coordinators(in index: DeclarationIndex) -> [TypeDeclaration] {
        let protocols: Set<String> = [protocolName, tabProtocol, "\(module).\(protocolName)", "\(module).\(tabProtocol)"]
        let extended = Set(index.extensions.filter { $0.inherited.contains(where: protocols.contains) }.map(\.name))
        return index.types.filter { type in
            type.kind == .class && !type.isNested && (type.inherited.contains(where: protocols.contains) || extended.contains(type.name))
        }
    }

    /// Whether `type` is a tab coordinator (`TabCoordinatable`).
    static func isTabCoordinator(_ type: TypeDeclaration, in index: DeclarationIndex) -> Bool {
        ([type] + index.extensions(of: type.name)).contains { $0.inherited.contains { $0 == tabProtocol || $0 == "\(module).\(tabProtocol)" } }
    }

    /// The `@Root` and `@Route` properties of `type`, in source order, with what their make functions return.
    static func routes(of type: TypeDeclaration, in index: DeclarationIndex) -> [RoutedProperty] {
        let declarations = [type] + index.extensions(of: type.name)
        let members = declarations.flatMap { ($0.members ?? []).map(\.decl) }
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        let coordinatorNames = Set(coordinators(in: index).map(\.name))
        return members.compactMap { $0.as(VariableDeclSyntax.self) }.compactMap { variable in
            guard let attribute = routeAttribute(of: variable), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ SourceEditNames.unescaped($0.identifier) }),
                let make = binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return nil }
            let returned = functions.first { $0.name.text == make }?.signature.returnClause?.type
            let (child, wrapper) = returned.map { childCoordinator(returned: $0, among: coordinatorNames) } ?? (nil, nil)
            return RoutedProperty(
                name: name, wrapper: attribute.name, presentation: attribute.presentation, make: make, child: child, childWrapper: wrapper,
                tabItem: attribute.tabItem)
        }
    }

    /// The property wrapper of a route property (`Root` or `Route`), the presentation it names and the
    /// tab item function a tab's route names.
    private static func routeAttribute(of variable: VariableDeclSyntax) -> (name: String, presentation: String?, tabItem: String?)? {
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedDescription
            guard name == "Root" || name == "Route" else { continue }
            let arguments = attribute.arguments?.as(LabeledExprListSyntax.self)
            let first = arguments?.first
            let presentation = first.flatMap { $0.label == nil ? $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text : nil }
            let tabItem = arguments?.first { $0.label?.text == "tabItem" }?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return (name, presentation, tabItem)
        }
        return nil
    }

    /// The coordinator of the app a make function returns (`ProfileCoordinator`, or the argument of
    /// `NavigationViewCoordinator<ProfileCoordinator>`), and the wrapper where there is one.
    private static func childCoordinator(returned type: TypeSyntax, among coordinators: Set<String>) -> (String?, String?) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if coordinators.contains(name) { return (name, nil) }
            if wrappers.contains(name), let argument = identifier.genericArgumentClause?.arguments.first?.argument.trimmedDescription,
                coordinators.contains(argument)
            {
                return (argument, name)
            }
        }
        return (nil, nil)
    }

    /// The shape, with the first coordinator standing for the protocol (its file and line in findings);
    /// nil when the app has no coordinator on the library.
    func detect() -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        let coordinators = Self.coordinators(in: index)
        guard let first = coordinators.first else { return nil }
        var result = ProtocolShapeDetector.Result(
            shape: ProtocolShape(
                name: Self.protocolName, classBound: true, mainActor: false, navigation: nil, children: nil, finish: .none,
                flowType: nil, initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false))
        let routes = coordinators.map { ($0, Self.routes(of: $0, in: index)) }
        let tabs = coordinators.filter { Self.isTabCoordinator($0, in: index) }.map(\.name)
        let tabWords = tabs.isEmpty ? "" : " (\(tabs.joined(separator: ", ")): TabCoordinatable)"
        result.findings.append(
            AdoptionFinding(
                "coordinators",
                "\(coordinators.map(\.name).joined(separator: ", ")): Stinsen's NavigationCoordinatable\(tabWords), no coordinator protocol of the app; a new flow is a NavigationCoordinatable with a stack and @Root var start = makeStart, a new screen a @Route property and its make function (Stinsen is not main-actor isolated, nor are they)",
                first.reference))
        let children = Set(routes.flatMap { $0.1.compactMap(\.child) })
        let roots = coordinators.filter { !children.contains($0.name) }.map(\.name)
        if !roots.isEmpty {
            result.findings.append(AdoptionFinding("routes", "no route of another coordinator makes \(roots.joined(separator: ", ")): the root of the tree", first.reference))
        }
        result.shape.stinsen = childRoutes(routes.filter { !tabs.contains($0.0.name) }.flatMap(\.1), notes: &result)
        return (first, result)
    }

    /// How parents route to their children: the presentation most child routes name, and the wrapper
    /// most of those that are not pushed are made in.
    private func childRoutes(_ routes: [RoutedProperty], notes result: inout ProtocolShapeDetector.Result) -> StinsenShape {
        let childRoutes = routes.filter { $0.child != nil && $0.presentation != nil }
        let presentations = Dictionary(grouping: childRoutes.compactMap(\.presentation), by: { $0 }).mapValues(\.count)
        // On a tie, push: a child pushed onto the parent's stack needs no navigation view of its own.
        let presentation = presentations.max { ($0.value, $0.key == "push" ? 1 : 0, $1.key) < ($1.value, $1.key == "push" ? 1 : 0, $0.key) }?.key ?? "push"
        let shown = routes.filter { $0.child != nil && $0.presentation != "push" }
        let wrapped = shown.filter { $0.childWrapper != nil }
        let wrapper = wrapped.count * 2 > shown.count ? wrapped.first?.childWrapper : nil
        let counted = childRoutes.isEmpty ? "no NavigationCoordinatable routes to a child yet" : "\(presentations[presentation] ?? 0) of \(childRoutes.count) child routes"
        result.findings.append(
            AdoptionFinding(
                "child routes",
                "@Route(.\(presentation)) (\(counted))\(wrapper.map { "; a child not pushed is made wrapped in \($0) as \(wrapped.count) of \(shown.count) are" } ?? ""); shape.stinsen in .coordgen.yml changes it"))
        return StinsenShape(childPresentation: presentation, childWrapper: wrapper)
    }
}
