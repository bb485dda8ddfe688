import Foundation
import SwiftSyntax

/// A path of routes a coordinator holds and pushes itself, the view builder over them, how it presents,
/// and what screens get from the environment.
extension ProtocolFreeShapeDetector {

    /// The path of routes `type` holds and pushes itself, and the view builder over them; nil when it
    /// holds none.
    func routes(of type: TypeDeclaration) -> RouteShape? {
        let members = membersReadingInheritedPath(of: type)
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        let properties = members.compactMap(Self.property).map { PathElementAlias.resolving($0, members: members) }
        let showMethods = PathAppendedByShowMethods(index: index)
        guard let path = showMethods.path(among: properties) else { return nil }
        let arrayElement = path.type.hasPrefix("[") ? String(path.type.dropFirst().dropLast()) : nil
        // Routes that are a struct wrapping the enum (`[Route]` of `struct Route { let destination:
        // Destination }`): the push takes the struct, or the enum it wraps in one.
        let structReader = StructRouteReader(index: index)
        let elementStruct = arrayElement.flatMap(structReader.read)
        // A method handling every navigation event pushes the route one of its cases carries.
        let dispatched = DispatchedPushReader(index: index).read(functions, appendingTo: path.name, in: type)
        let push =
            dispatched?.function
            ?? pushMethod(in: functions, onto: path.name, element: arrayElement, wrapped: elementStruct?.enumName).flatMap(
                showMethods.takingRoute)
        // No push method: the screens append to the path themselves (``PathAppendedInPlace``).
        guard
            let pushed = dispatched?.routeType ?? push.flatMap(Self.parameterType).map(Self.lastComponent)
                ?? (readsPathsAppendedInPlace ? PathAppendedInPlace(index: index).pushedEnum(of: type, path: path) : nil)
                ?? showMethods.appendedEnum(by: functions, onto: path)
        else { return nil }
        var routeStruct = elementStruct?.shape ?? push.flatMap { structReader.appended(by: $0, wrapping: pushed) }
        var enumName = pushed
        if let (shape, wrapped) = structReader.read(pushed) {
            (routeStruct, enumName) = (shape, wrapped)
            routeStruct?.pushesStruct = true
        }
        guard let routeEnum = enumDeclaration(enumName, in: type) else { return nil }
        // No view builder: the view that shows the stack maps the routes in its navigationDestination.
        let builder = viewBuilder(in: functions, over: enumName) ?? routeStruct.flatMap { viewBuilder(in: functions, over: $0.type) }
        let mappedInViews = builder == nil && !DestinationViews.mapping(enumName, of: [type.name], in: index).isEmpty
        guard builder != nil || mappedInViews else { return nil }
        let pops = functions.filter { function in
            let body = function.body?.description ?? ""
            return function.signature.parameterClause.parameters.isEmpty && (body.contains("removeLast()") || body.contains("popLast()"))
        }
        let pop = pops.first { $0.name.text == "pop" } ?? pops.first
        let modal = modal(of: type, functions: functions, properties: properties, routeEnum: enumName)
        // Each flow's enum named after it (`HomeRoute`, `ChatRoute`), at the top level or nested in its
        // class (`HomeCoordinator.HomeNavigation`): recorded as `{Name}Route`, `{Name}Navigation`.
        let pattern = perFlowEnumPattern(of: type, enumName: enumName, nested: routeEnum.isNested)
        let navigatorType = pattern.map { path.type.replacingOccurrences(of: enumName, with: $0) } ?? path.type
        var routes = RouteShape(
            enum: pattern ?? enumName, perFlow: routeEnum.isNested || pattern != nil, firstRoute: nil,
            viewBuilder: builder.map(Self.swiftName) ?? DestinationViews.builderForNewFlows,
            navigator: PropertyRequirement(name: path.name, type: navigatorType),
            push: push.map(Self.methodName) ?? PathAppendedInPlace.push(onto: path.name), present: modal?.present ?? "present",
            pop: pop?.name.text ?? (push == nil ? PathAppendedInPlace.pop(from: path.name) : "pop"), dismiss: modal?.dismiss ?? "dismiss",
            ownStack: true,
            modal: modal?.shape,
            screenEnvironment: Self.callableFromViews(pop, modal?.dismiss, in: functions) ? screenEnvironment(of: type) : nil)
        if mappedInViews { routes.destinationsInViews = true }
        routes.dispatch = dispatched?.push
        if pop != nil { routes.dispatch?.pop = nil }
        if routeEnum.isNested, pattern != nil { routes.nestedPattern = true }
        routes.routeStruct = routeStruct
        return routes
    }

    /// Where init's finding says the routes become views: the view builder, or where the views map them
    /// (``DestinationViews/sites(_:of:in:)``), whose switch a new screen's view joins.
    func shownBy(_ routes: RouteShape, of type: TypeDeclaration) -> String {
        guard routes.destinationsInViews == true else { return routes.viewBuilder }
        let enumName = Self.flowStem(of: type.name).map { routes.enumName(forFlow: $0) } ?? routes.enum
        let sites = DestinationViews.sites(enumName, of: [type.name], in: index).map(\.site)
        return sites.isEmpty ? routes.viewBuilder : "the switch in \(sites.joined(separator: ", "))"
    }

    /// The base class declaring the path `type` pushes onto, where `type` inherits it (``membersReadingInheritedPath(of:)``).
    func pathDeclarer(of type: TypeDeclaration, routes: RouteShape) -> String? {
        guard !allMembers(of: type).compactMap(Self.property).contains(where: { $0.name == routes.navigator.name }) else { return nil }
        return CoordinatorBaseClassDetector(index: index).superclassChain(of: type).first { base in
            allMembers(of: base).compactMap(Self.property).contains { $0.name == routes.navigator.name }
        }?.name
    }

    /// The class's own members, and where it holds no path of its own while a class of the app it
    /// inherits from does (`@Observable class HomeRouter: BaseRouter` appending to the base's `var path:
    /// NavigationPath`, popped by the base's `navigateBack()`), the members of those base classes after
    /// them.
    func membersReadingInheritedPath(of type: TypeDeclaration) -> [DeclSyntax] {
        let own = allMembers(of: type)
        let showMethods = PathAppendedByShowMethods(index: index)
        guard showMethods.path(among: own.compactMap(Self.property)) == nil else { return own }
        let bases = CoordinatorBaseClassDetector(index: index).superclassChain(of: type).filter { $0.kind == .class }
        let inherited = bases.flatMap(allMembers(of:))
        return showMethods.path(among: inherited.compactMap(Self.property)) == nil ? own : own + inherited
    }

    /// The method taking one route that appends it to the path: of the array's element, or of the enum a
    /// struct element wraps, where the path is an array.
    func pushMethod(
        in functions: [FunctionDeclSyntax], onto path: String, element: String?, wrapped: String?
    ) -> FunctionDeclSyntax? {
        functions.first { function in
            function.signature.parameterClause.parameters.count == 1
                && (function.body?.description.contains("\(path).append(") ?? false)
                && (element == nil || Self.parameterType(of: function) == element || Self.parameterType(of: function) == wrapped)
        }
    }

    /// An optional property of an `Identifiable` enum of the app, set by a method taking a case and
    /// cleared by one taking nothing, switched over by a view builder, and bound by `sheet(item:)` or
    /// `fullScreenCover(item:)` in a view.
    func modal(
        of type: TypeDeclaration, functions: [FunctionDeclSyntax], properties: [Property], routeEnum: String
    ) -> (shape: ModalRouteShape, present: String, dismiss: String)? {
        for property in properties where property.settable && property.optional {
            let enumName = Self.lastComponent(property.type)
            guard enumName != routeEnum, let declared = enumDeclaration(enumName, in: type),
                declared.inherited.contains("Identifiable"),
                let builder = viewBuilder(in: functions, over: enumName),
                let modifier = ["fullScreenCover", "sheet"].first(where: { binds($0, label: "item", property.name) }),
                let present = functions.first(where: { function in
                    Self.parameterType(of: function).map(Self.lastComponent) == enumName
                        && Syntax(function).id != Syntax(builder).id
                        && (function.body?.description.contains("\(property.name) = ") ?? false)
                }),
                let dismiss = functions.first(where: { function in
                    function.signature.parameterClause.parameters.isEmpty
                        && (function.body?.description.contains("\(property.name) = nil") ?? false)
                })
            else { continue }
            let shape = ModalRouteShape(
                enum: enumName, property: property.name, viewBuilder: Self.swiftName(builder), modifier: modifier)
            return (shape, Self.methodName(present), dismiss.name.text)
        }
        return nil
    }

    /// The property a view of the app declares to reach `type` from the environment:
    /// `@EnvironmentObject … : Type` or `@Environment(Type.self) …`.
    /// Whether a screen in a file of its own can call the coordinator's pop and dismiss (neither is
    /// `private` nor `fileprivate`). Where it cannot (the app's screens send the coordinator commands,
    /// `command(.back)`), new screens take an `onFinish` callback that the coordinator's view builder
    /// fills with its own pop, which it may call.
    static func callableFromViews(_ pop: FunctionDeclSyntax?, _ dismiss: String?, in functions: [FunctionDeclSyntax]) -> Bool {
        let dismissing = dismiss.flatMap { name in functions.first { Self.methodName($0) == name || $0.name.text == name } }
        return [pop, dismissing].compactMap { $0 }.allSatisfy { function in
            !function.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
        }
    }

    func screenEnvironment(of type: TypeDeclaration) -> ScreenEnvironment? {
        for view in index.types where view.kind == .struct && view.inherited.contains("View") {
            for member in view.members ?? [] {
                guard let variable = member.decl.as(VariableDeclSyntax.self), let name = Self.name(of: variable),
                    let attribute = variable.attributes.first?.as(AttributeSyntax.self)
                else { continue }
                let wrapper = attribute.attributeName.trimmedDescription
                let annotated = variable.bindings.first?.typeAnnotation.map { TypeText(syntax: $0.type).baseName }
                let reaches =
                    (wrapper == "EnvironmentObject" && annotated == type.name)
                    || (wrapper == "Environment" && attribute.arguments?.trimmedDescription == "\(type.name).self")
                guard reaches else { continue }
                let declaration = variable.trimmedDescription.split(whereSeparator: \.isNewline)
                    .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                return ScreenEnvironment(declaration: declaration, property: name)
            }
        }
        return nil
    }
}
