import SwiftSyntax

/// Finds the one `switch` that maps a type's destinations to what it shows, which
/// ``SwitchCaseInserter`` then gives a clause: the switch in one function of the type (a SwiftUI
/// coordinator's `@ViewBuilder` `view(for:)`, an RxFlow `navigate(to:)`), or the switch of a view's
/// `.navigationDestination(for: X.self) { route in switch … }` closure, followed into the view's own
/// function where the closure or a wrapping modifier hands the route to one.
///
/// A missing or ambiguous function, modifier or switch is refused with the reason.
public struct DestinationSwitchLocator: Sendable {
    /// The type that declares the function, e.g. `ReservationCoordinator`; an extension of it in the
    /// same file counts.
    public let typeName: String
    /// The function with its argument labels, e.g. `view(for:)`.
    public let function: String
    /// Where the switch is the one a view's `.navigationDestination(for: X.self) { route in switch … }`
    /// closure maps routes with, the types its `for:` may name (`HomeRoute`, `HomeCoordinator.Route`);
    /// the switch is then looked for in the closure of the `typeName` view, not in `function`.
    public let destinationTypes: [String]?

    /// The type of the function's first parameter (`Screen`), which tells it apart from overloads of
    /// the same name and labels (`build(_ sheet: Sheet)`); nil where the name alone decides.
    public let parameterType: String?

    public init(typeName: String, function: String, parameterType: String? = nil) {
        self.typeName = SourceEditNames.unescaped(typeName)
        self.function = function
        self.destinationTypes = nil
        self.parameterType = parameterType
    }

    /// The switch of the `.navigationDestination(for:)` closure in the view `viewName` whose `for:` names
    /// one of `routeTypes`.
    public init(viewName: String, destinationsOf routeTypes: [String]) {
        self.typeName = SourceEditNames.unescaped(viewName)
        self.function = "navigationDestination(for:)"
        self.destinationTypes = routeTypes
        self.parameterType = nil
    }

    /// The views of `source` (by name) whose `.navigationDestination(for:)` names one of `routeTypes`
    /// and maps them in a `switch`.
    public static func views(mappingDestinationsOf routeTypes: [String], in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: parsed.tree) { call in
            destinationCall(call, of: routeTypes) || wrappedDestination(of: call, routeTypes: routeTypes, in: parsed.tree) != nil
        }
        var names: [String] = []
        for call in calls {
            guard let name = enclosingTypeName(of: Syntax(call)), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// Whether `call` is `.navigationDestination(for: T.self) { … }` for one of `routeTypes`.
    static func destinationCall(_ call: FunctionCallExprSyntax, of routeTypes: [String]) -> Bool {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationDestination",
            let argument = call.arguments.first(where: { $0.label?.text == "for" })
        else { return false }
        let named = argument.expression.trimmedDescription
        return routeTypes.contains { named == "\($0).self" } && (call.trailingClosure != nil || call.arguments.count == 2)
    }

    /// The view's function that a modifier of the app wrapping `.navigationDestination(for:)` hands
    /// `routeTypes` to (``DelegatedDestinationBuilder/wrappedDestination(of:routeTypes:among:)``), among
    /// the functions of the type around `call`.
    static func wrappedDestination(of call: FunctionCallExprSyntax, routeTypes: [String], in tree: SourceFileSyntax) -> FunctionDeclSyntax? {
        guard DelegatedDestinationBuilder.modifierName(of: call) != "navigationDestination",
            let owner = enclosingTypeName(of: Syntax(call))
        else { return nil }
        let functions = SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree) { enclosingTypeName(of: Syntax($0)) == owner }
        return DelegatedDestinationBuilder.wrappedDestination(of: call, routeTypes: routeTypes, among: functions)
    }


    /// The types of `source` that declare `function` (`destination(for:)`), in source order.
    public static func types(declaring function: String, in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        let base = SourceEditNames.unescaped(String(function.prefix { $0 != "(" }))
        var names: [String] = []
        for decl in SwiftDeclarationLookup.all(
            FunctionDeclSyntax.self, in: parsed.tree, where: { SourceEditNames.unescaped($0.name) == base })
        {
            if let type = enclosingTypeName(of: Syntax(decl)), !names.contains(type) { names.append(type) }
        }
        return names
    }

    /// The function's base name and argument labels (`_` for none), from `view(for:)`.
    private var signature: (name: String, labels: [String]) {
        guard let open = function.firstIndex(of: "("), function.hasSuffix(")") else {
            return (SourceEditNames.unescaped(function), [])
        }
        let labels = function[function.index(after: open)..<function.index(before: function.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { String($0) }
        return (SourceEditNames.unescaped(String(function[..<open])), labels)
    }

    /// Every declaration of the function in the type, overloads included (`build(_ page: Page)`,
    /// `build(_ modal: Modal)`).
    func functionDecls(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree, where: matches)
    }

    private func matches(_ decl: FunctionDeclSyntax) -> Bool {
        let (name, labels) = signature
        return SourceEditNames.unescaped(decl.name) == name
            && decl.signature.parameterClause.parameters.map(\.firstName.text) == labels
            && Self.enclosingTypeName(of: Syntax(decl)) == typeName
    }

    func functionDecl(in tree: SourceFileSyntax) throws -> FunctionDeclSyntax {
        let qualified = "\(typeName).\(function)"
        let matches = self.matches
        // Overloads by the type they switch over (`build(_ screen: Screen)`, `build(_ sheet: Sheet)`).
        if let parameterType,
            SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree, where: matches).count > 1
        {
            return try SwiftDeclarationLookup.single(FunctionDeclSyntax.self, kind: "function", name: qualified, in: tree) { decl in
                matches(decl)
                    && decl.signature.parameterClause.parameters.first.map {
                        $0.type.trimmedDescription.split(separator: ".").last.map(String.init) == parameterType
                    } == true
            }
        }
        return try SwiftDeclarationLookup.single(FunctionDeclSyntax.self, kind: "function", name: qualified, in: tree, where: matches)
    }

    /// The one switch of the function: the only one in its body, or else the only one over its first
    /// parameter (`switch destination`), wherever it is nested (`Group { switch … }`).
    func switchStatement(in tree: SourceFileSyntax) throws -> SwitchExprSyntax {
        if let destinationTypes { return try destinationSwitch(of: destinationTypes, in: tree) }
        let decl = try functionDecl(in: tree)
        guard let body = decl.body else {
            throw SourceEditError.switchNotFound(function: "\(typeName).\(function)", reason: "it has no body")
        }
        let switches = SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: body) { _ in true }
        var candidates = switches
        if switches.count > 1, let parameter = decl.signature.parameterClause.parameters.first {
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            // Over the parameter, or over its property where the parameter wraps the cases (`route.destination`).
            candidates = switches.filter {
                $0.subject.trimmedDescription == parameterName || $0.subject.trimmedDescription.hasPrefix("\(parameterName).")
            }
        }
        guard !switches.isEmpty else {
            throw SourceEditError.switchNotFound(function: "\(typeName).\(function)", reason: "its body has no switch")
        }
        guard candidates.count == 1, let found = candidates.first else {
            throw SourceEditError.switchNotFound(
                function: "\(typeName).\(function)",
                reason: "its body has \(switches.count) switches and coordgen cannot tell which one maps the cases")
        }
        return found
    }

    /// The one switch of the view's `.navigationDestination(for:)` closure over `routeTypes`.
    private func destinationSwitch(of routeTypes: [String], in tree: SourceFileSyntax) throws -> SwitchExprSyntax {
        let place = "\(typeName).navigationDestination(for: \(routeTypes.first ?? "").self)"
        let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: tree) { call in
            Self.destinationCall(call, of: routeTypes) && Self.enclosingTypeName(of: Syntax(call)) == typeName
        }
        let wrapped = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: tree) { call in
            Self.enclosingTypeName(of: Syntax(call)) == typeName && Self.wrappedDestination(of: call, routeTypes: routeTypes, in: tree) != nil
        }
        if calls.isEmpty, wrapped.count == 1, let call = wrapped.first,
            let function = Self.wrappedDestination(of: call, routeTypes: routeTypes, in: tree)
        {
            let name = DelegatedDestinationBuilder.swiftName(of: function)
            let parameterType = function.signature.parameterClause.parameters.first?.type.trimmedDescription
            return try DestinationSwitchLocator(typeName: typeName, function: name, parameterType: parameterType.map(Self.lastComponent))
                .switchStatement(in: tree)
        }
        guard calls.count == 1, let call = calls.first else {
            throw SourceEditError.switchNotFound(
                function: place, reason: calls.isEmpty ? "the view has no such modifier" : "the view has \(calls.count) of them")
        }
        let closure = call.trailingClosure.map(Syntax.init) ?? call.arguments.last.map { Syntax($0.expression) }
        let all = closure.map { SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: $0) { _ in true } } ?? []
        if all.isEmpty, let delegated = try delegatedSwitch(of: call, in: tree) { return delegated }
        // A switch inside a clause of another (`case .auth(let route): switch route { … }`) maps a
        // sub-route: the routes are mapped by the outermost one.
        let switches = all.filter { candidate in !all.contains { $0 != candidate && $0.range.contains(candidate.position) } }
        guard switches.count == 1, let found = switches.first else {
            throw SourceEditError.switchNotFound(
                function: place,
                reason: switches.isEmpty ? "its closure has no switch" : "its closure has \(switches.count) switches")
        }
        return found
    }

    /// The switch of the view's own function that the modifier hands its routes to
    /// (``DelegatedDestinationBuilder``: `{ destination($0) }`, `destination: navigate(route:)`); nil
    /// where it calls none.
    private func delegatedSwitch(of call: FunctionCallExprSyntax, in tree: SourceFileSyntax) throws -> SwitchExprSyntax? {
        guard let called = DelegatedDestinationBuilder.calledFunction(of: call) else { return nil }
        let typeName = self.typeName
        let functions = SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree) { Self.enclosingTypeName(of: Syntax($0)) == typeName }
        guard let function = DelegatedDestinationBuilder.function(called, among: functions) else { return nil }
        let name = DelegatedDestinationBuilder.swiftName(of: function)
        let parameterType = function.signature.parameterClause.parameters.first?.type.trimmedDescription
        let builder = DestinationSwitchLocator(typeName: typeName, function: name, parameterType: parameterType.map(Self.lastComponent))
        return try builder.switchStatement(in: tree)
    }

    private static func lastComponent(_ type: String) -> String { String(type.split(separator: ".").last ?? Substring(type)) }

    /// The name of the type or extension that `node` is a member of.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let candidate = current {
            if let decl = candidate.as(ClassDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
            if let decl = candidate.as(StructDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
            if let decl = candidate.as(EnumDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
            if let decl = candidate.as(ActorDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
            if let decl = candidate.as(ExtensionDeclSyntax.self) {
                let extended = decl.extendedType.trimmedDescription
                return SourceEditNames.unescaped(String(extended.split(separator: ".").last ?? Substring(extended)))
            }
            if candidate.is(ProtocolDeclSyntax.self) { return nil }
            // A view modifier's `body(content:)` is the modifier's as a view's `body` is the view's.
            if let function = candidate.as(FunctionDeclSyntax.self), !isModifierBody(function) { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// `func body(content: Content) -> some View`, a `ViewModifier`'s.
    private static func isModifierBody(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "body" && function.signature.parameterClause.parameters.map(\.firstName.text) == ["content"]
    }

}
