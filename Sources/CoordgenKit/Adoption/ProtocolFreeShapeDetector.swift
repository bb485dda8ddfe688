import Foundation
import SwiftSyntax

/// Reads the SwiftUI family where no protocol describes the coordinators: the coordinator classes
/// themselves give the shape. A coordinator is a top-level class that is an `ObservableObject` or
/// `@Observable`, named `*Coordinator`, `*Router` or `*Navigator`, and that holds either a path of
/// routes (`@Published var path = NavigationPath()` with `push(_ page: Page)`, or `var path: [Page]`)
/// and a view builder switching over them (`build(page:)`), or boolean flags its view binds
/// (`@Published var isShowingEditor = false` with `showEditor()` and `navigationDestination(isPresented:)`).
///
/// What is recorded: `shape.name` is the protocol the classes conform to, `ObservableObject` or
/// `Observable` (the macro's), which is what a new coordinator conforms to in turn (`: ObservableObject`,
/// or `@Observable` for the latter); the route enum and its methods in `shape.routes` (with
/// `ownStack: true`, and `modal` where a second enum is presented through `sheet(item:)` or
/// `fullScreenCover(item:)`), or the flags in `shape.flags`. Runs only where
/// ``CoordinatorProtocolDetector`` found no candidate and no `--protocol` was given.
struct ProtocolFreeShapeDetector {
    let index: DeclarationIndex
    /// The app's files, where the views that bind the coordinators' state are.
    let files: [SourceFile]
    /// The coordinator classes where a protocol of the app names them (its conformers, directly or
    /// through a refining protocol); nil where the classes themselves are the coordinators.
    var coordinatorClasses: Set<String>? = nil
    /// Whether a class holding a path of routes without a method pushing onto it is read
    /// (``PathAppendedInPlace``): only where no class of the app pushes through a method of its own.
    var readsPathsAppendedInPlace = false

    /// The protocols a protocol-free coordinator conforms to, as `shape.name` records them.
    static let conformances = ["ObservableObject", "Observable"]
    /// The names coordinator classes end with.
    static let suffixes = ["Coordinator", "Router", "Navigator"]

    /// The protocol a coordinator class of this family conforms to (`ObservableObject`, or `Observable`
    /// for `@Observable`), or nil for any other class.
    static func conformance(of type: TypeDeclaration) -> String? {
        guard type.kind == .class, !type.isNested, suffixes.contains(where: type.name.hasSuffix) else { return nil }
        if type.inherited.contains("ObservableObject") { return "ObservableObject" }
        return type.attributes.contains("Observable") ? "Observable" : nil
    }

    /// The shape read from the first coordinator class that holds a path of routes or flags, with the
    /// class standing for the protocol (its file and line in findings); nil when no class does.
    func detect() -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        // Paths the screens append to in place are read only where no class pushes through a method, and
        // children made in an initialiser only where no class shows screens a way coordgen writes.
        var inPlace = self
        inPlace.readsPathsAppendedInPlace = true
        return detect(readingHeldChildren: false) ?? inPlace.detect(readingHeldChildren: false) ?? detectItems()
            ?? detect(readingHeldChildren: true)
    }

    /// The shape of the coordinator class showing screens or children through optional items its
    /// view binds (``items(of:)``): read after paths and flags, before children made in an initialiser. Of
    /// several, the one binding the most items (a list's coordinator before a tab bar's `openedURL` sheet).
    private func detectItems() -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        let candidates = index.types.compactMap { type in
            Self.conformance(of: type, in: index).flatMap { conformance in items(of: type).map { (type, conformance, $0) } }
        }
        var best: (TypeDeclaration, String, (shape: ItemRoutesShape, finding: String, count: Int))?
        for candidate in candidates where candidate.2.count > (best?.2.count ?? 0) { best = candidate }
        guard let best else { return nil }
        let (type, conformance, found) = best
        var shape = ProtocolShape(
            name: conformance, classBound: true, mainActor: type.isMainActor, navigation: nil, children: nil, finish: .none,
            flowType: nil, initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false)
        shape.items = found.shape
        let classes = index.types.filter { Self.conformance(of: $0, in: index) == conformance }.map(\.name)
        let findings = [
            AdoptionFinding(
                "coordinators",
                "\(classes.joined(separator: ", ")): \(conformance) class\(classes.count == 1 ? "" : "es") named like coordinators, with no protocol of the app",
                type.reference),
            AdoptionFinding("routes", found.finding, type.reference),
        ]
        return (type, ProtocolShapeDetector.Result(shape: shape, findings: findings))
    }

    private func detect(readingHeldChildren: Bool) -> (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)? {
        for type in index.types {
            guard let conformance = Self.conformance(of: type, in: index) else { continue }
            var shape = ProtocolShape(
                name: conformance, classBound: true, mainActor: type.isMainActor, navigation: nil, children: nil, finish: .none,
                flowType: nil, initializers: [], otherRequirements: [], providesFinish: false, providesFindCoordinator: false)
            let declarations = index.types.filter { Self.conformance(of: $0, in: index) == conformance }
            let classes = declarations.map(\.name)
            var findings = [
                AdoptionFinding(
                    "coordinators",
                    "\(classes.joined(separator: ", ")): \(conformance) class\(classes.count == 1 ? "" : "es") named like coordinators, with no protocol of the app"
                        + Self.throughProtocolNote(declarations, in: index),
                    type.reference)
            ]
            if let routes = routes(of: type) {
                shape.routes = routes
                findings.append(
                    AdoptionFinding(
                        "routes",
                        (PathAppendedInPlace.isRecorded(routes)
                            ? inPlaceFinding(routes, of: type)
                            : "\(routes.enum)\(routes.routeStruct.map { " (in a \($0.type))" } ?? "") pushed by \(routes.push)\(routes.dispatch.map { " through its .\($0.case) event" } ?? "") onto \(type.name).\(routes.navigator.name), shown by \(routes.viewBuilder)")
                            + (routes.modal.map {
                                ", \($0.enum) presented by \(routes.present) through .\($0.modifier)(item:), shown by \($0.viewBuilder)"
                            }
                                ?? ", no presented enum (--present is refused)"),
                        type.reference))
            } else if let flags = flags(of: type) {
                shape.flags = flags
                findings.append(
                    AdoptionFinding(
                        "routes",
                        "boolean flags \(flags.prefix)X set by \(flags.show)X(), bound in \(flags.view(of: type.name)) by .navigationDestination(isPresented:)\(flags.presentModifier.map { " and .\($0)(isPresented:)" } ?? "")",
                        type.reference))
            } else if let (routes, finding) = routesThroughRouter(of: type) {
                shape.routes = routes
                findings.append(AdoptionFinding("routes", finding, type.reference))
            } else if let (pushed, finding) = PushedCoordinatorsReader(index: index).read() {
                shape.pushedCoordinators = pushed
                findings.append(finding)
            } else if readingHeldChildren, let (held, finding) = heldChildren(of: type) {
                shape.heldChildren = held
                findings.append(AdoptionFinding("routes", finding, type.reference))
            } else {
                continue
            }
            return (type, ProtocolShapeDetector.Result(shape: shape, findings: findings))
        }
        return nil
    }

    // MARK: A path of routes

    /// The path of routes `type` holds and pushes itself, and the view builder over them; nil when it
    /// holds none.
    func routes(of type: TypeDeclaration) -> RouteShape? {
        let members = allMembers(of: type)
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

    /// The method taking one route that appends it to the path: of the array's element, or of the enum a
    /// struct element wraps, where the path is an array.
    private func pushMethod(
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
    private func modal(
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

    // MARK: Boolean flags

    private func flags(of type: TypeDeclaration) -> FlagRoutesShape? {
        let members = allMembers(of: type)
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
        let flags = members.compactMap(Self.property).filter { $0.type == "Bool" && $0.settable && !$0.optional }
        // Each flag set by a method taking nothing (`showEditor()` sets `isShowingEditor = true`).
        let shown = flags.compactMap { flag -> (flag: String, method: String)? in
            functions.first { function in
                function.signature.parameterClause.parameters.isEmpty
                    && (function.body?.description.contains("\(flag.name) = true") ?? false)
            }.map { (flag.name, $0.name.text) }
        }
        guard let first = shown.first, let screen = Self.commonSuffix(first.flag, first.method), !screen.isEmpty else { return nil }
        let prefix = String(first.flag.dropLast(screen.count))
        let show = String(first.method.dropLast(screen.count))
        // The view that binds them: the one whose body presents on a flag.
        guard
            let pushed = shown.first(where: { binds("navigationDestination", label: "isPresented", $0.flag) }),
            let view = bindingView(of: pushed.flag, modifier: "navigationDestination")
        else { return nil }
        let presentModifier = ["sheet", "fullScreenCover"].first { modifier in
            shown.contains { binds(modifier, label: "isPresented", $0.flag) }
        }
        let viewPattern = view.name.hasPrefix(type.name) ? "{Coordinator}" + view.name.dropFirst(type.name.count) : view.name
        return FlagRoutesShape(prefix: prefix, show: show, view: viewPattern, presentModifier: presentModifier)
    }

    /// The view struct whose code binds `flag` with `modifier(isPresented:)`.
    private func bindingView(of flag: String, modifier: String) -> TypeDeclaration? {
        index.types.first { type in
            type.kind == .struct && type.inherited.contains("View")
                && Self.bindings(in: type.memberBlock?.description ?? "", modifier: modifier, label: "isPresented").contains {
                    Self.lastComponent($0) == flag
                }
        }
    }

    // MARK: Reading

    /// Whether a file binds `property` with `.modifier(label: $…property)`.
    private func binds(_ modifier: String, label: String, _ property: String) -> Bool {
        files.contains { file in
            Self.bindings(in: file.text, modifier: modifier, label: label).contains { Self.lastComponent($0) == property }
        }
    }

    /// The bound expressions of `.modifier(label: $x.y)` in `text` (`x.y`), however the call is wrapped
    /// (`.navigationDestination(\n    isPresented: $x.y)`).
    static func bindings(in text: String, modifier: String, label: String) -> [String] {
        text.components(separatedBy: ".\(modifier)(").dropFirst().compactMap { rest in
            let argument = rest.drop(while: \.isWhitespace)
            guard argument.hasPrefix("\(label):") else { return nil }
            let value = argument.dropFirst(label.count + 1).drop(while: \.isWhitespace)
            guard value.hasPrefix("$") else { return nil }
            return String(value.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        }
    }

    /// The enum `name` as `type`'s code means it: nested in `type`, else any of the app's.
    private func enumDeclaration(_ name: String, in type: TypeDeclaration) -> TypeDeclaration? {
        (index.declarations(named: "\(type.name).\(name)") + index.declarations(named: name)).first { $0.kind == .enum }
    }

    func allMembers(of type: TypeDeclaration) -> [DeclSyntax] {
        index.members(of: type).map(\.decl)
    }

    /// The view builder over `enumName`: a method taking one and returning `some View`.
    func viewBuilder(in functions: [FunctionDeclSyntax], over enumName: String) -> FunctionDeclSyntax? {
        functions.first { function in
            Self.parameterType(of: function).map(Self.lastComponent) == enumName
                && function.signature.returnClause?.type.trimmedDescription.hasPrefix("some View") == true
        }
    }

    /// A stored property as a coordinator declares it.
    struct Property {
        let name: String
        /// Its type as written, or as its initial value shows it (`NavigationPath()`, `false`).
        let type: String
        let optional: Bool
        let settable: Bool
    }

    private static func name(of variable: VariableDeclSyntax) -> String? {
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    static func property(_ member: DeclSyntax) -> Property? {
        guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = name(of: variable), binding.accessorBlock.map(Self.onlyObservers) ?? true
        else { return nil }
        let settable = variable.bindingSpecifier.text == "var"
        if let annotation = binding.typeAnnotation {
            let type = TypeText(syntax: annotation.type)
            return Property(name: name, type: type.baseName, optional: type.isOptional, settable: settable)
        }
        guard let value = binding.initializer?.value else { return nil }
        if value.is(BooleanLiteralExprSyntax.self) { return Property(name: name, type: "Bool", optional: false, settable: settable) }
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            return Property(name: name, type: called.baseName.text, optional: false, settable: settable)
        }
        // `[Route]()`: an empty array of the routes.
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first
        {
            return Property(name: name, type: "[\(element.expression.trimmedDescription)]", optional: false, settable: settable)
        }
        return nil
    }

    /// `{ didSet { … } }`: a stored property that observes its changes is still stored.
    static func onlyObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors, !accessors.isEmpty else { return false }
        return accessors.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// The type of a method's only parameter.
    static func parameterType(of function: FunctionDeclSyntax) -> String? {
        let parameters = function.signature.parameterClause.parameters
        guard parameters.count == 1, let parameter = parameters.first else { return nil }
        return TypeText(syntax: parameter.type).baseName
    }

    /// `go(to:)`, `present(sheet:)`; a method whose one argument has no label by its base name (`push`),
    /// as the shape records coordgen's own.
    static func methodName(_ function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        return labels == ["_"] ? function.name.text : swiftName(function)
    }

    /// `build(page:)`, `view(_:)`.
    static func swiftName(_ function: FunctionDeclSyntax) -> String {
        "\(function.name.text)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
    }

    /// `Page` of `Coordinator.Page`.
    static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// The longest common suffix that starts with an upper-case letter (`Editor` of `isShowingEditor`
    /// and `showEditor`).
    static func commonSuffix(_ first: String, _ second: String) -> String? {
        var common = Substring(String(zip(first.reversed(), second.reversed()).prefix { $0 == $1 }.map(\.0).reversed()))
        while let character = common.first, !character.isUppercase { common = common.dropFirst() }
        return common.isEmpty ? nil : String(common)
    }
}
