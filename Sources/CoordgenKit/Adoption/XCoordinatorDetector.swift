import Foundation
import SwiftSyntax

/// Reads an app written on XCoordinator: its coordinators are classes subclassing one of the library's
/// coordinator classes (`NavigationCoordinator<ProfileRoute>`), directly or through a class of the app,
/// each with a route enum conforming to `Route`; a parent starts a child in a clause of its
/// `prepareTransition(for:)` that makes the child and returns a transition showing it.
///
/// What is recorded: `shape.name` is the library's `Coordinator` protocol, and `shape.xcoordinator` how
/// route enums are named, the class new coordinators subclass and the transition parents show a child
/// with. Runs only where the app imports XCoordinator and declares no coordinator protocol of its own.
struct XCoordinatorDetector {
    let index: DeclarationIndex

    /// The module the app imports.
    static let module = "XCoordinator"
    /// The library's protocol every coordinator conforms to, which `shape.name` records.
    static let protocolName = "Coordinator"
    /// The library's coordinator classes, generic over a route (and, for `BaseCoordinator`, a transition).
    static let libraryClasses = [
        "NavigationCoordinator", "TabBarCoordinator", "ViewCoordinator", "SplitCoordinator", "PageCoordinator",
        "BaseCoordinator",
    ]
    /// The class a new coordinator subclasses: it pushes its screens onto a navigation controller of its own.
    static let newCoordinatorClass = "NavigationCoordinator"
    /// The library's transitions that show a new coordinator, which brings its own root view controller
    /// (the app may declare more: ``appTransitions(in:)``).
    static let childTransitions = ["present", "presentOnRoot"]
    /// The function that maps a route to a transition.
    static let prepareTransition = "prepareTransition"

    /// A coordinator class and the route enum it is generic over, where it names one.
    struct Found {
        let type: TypeDeclaration
        let route: String?
    }

    /// The coordinator classes, in declaration order: subclasses of a library class, or of an app class
    /// that is one (`class AppNavigationCoordinator<R: Route>: NavigationCoordinator<R>`).
    static func coordinators(in index: DeclarationIndex) -> [Found] {
        var bases = Set(libraryClasses)
        var found: [Found] = []
        var changed = true
        while changed {
            changed = false
            for type in index.types where type.kind == .class && !type.isNested && !found.contains(where: { $0.type.name == type.name }) {
                guard let superclass = type.inherited.first, bases.contains(baseName(of: superclass)) else { continue }
                found.append(Found(type: type, route: genericArguments(of: superclass).first))
                bases.insert(type.name)
                changed = true
            }
        }
        // The app's own bases, which other coordinators subclass, are not flows.
        return found.filter { found in
            !index.types.contains { $0.kind == .class && baseName(of: $0.inherited.first ?? "") == found.type.name }
        }
    }

    /// Whether `type` is a coordinator over a navigation controller, whose transitions can push: a
    /// `NavigationCoordinator`, a `BaseCoordinator<R, NavigationTransition>`, or a subclass of an app class
    /// that is one.
    static func isNavigationCoordinator(_ type: TypeDeclaration, in index: DeclarationIndex) -> Bool {
        var current: TypeDeclaration? = type
        var visited: Set<String> = []
        while let type = current, let superclass = type.inherited.first, visited.insert(type.name).inserted {
            let base = baseName(of: superclass)
            if base == newCoordinatorClass { return true }
            if base == "BaseCoordinator" { return genericArguments(of: superclass).last == "NavigationTransition" }
            current = index.type(named: base, kinds: [.class])
        }
        return false
    }

    /// `NavigationCoordinator` for `NavigationCoordinator<ProfileRoute>`.
    static func baseName(of typeText: String) -> String {
        String(typeText.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
    }

    /// `["ProfileRoute"]` for `NavigationCoordinator<ProfileRoute>`.
    static func genericArguments(of typeText: String) -> [String] {
        guard let open = typeText.firstIndex(of: "<"), typeText.hasSuffix(">") else { return [] }
        let inside = typeText[typeText.index(after: open)..<typeText.index(before: typeText.endIndex)]
        return inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
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
        let names = coordinators.map(\.type.name)
        result.findings.append(
            AdoptionFinding(
                "coordinators",
                "\(names.joined(separator: ", ")): subclasses of XCoordinator's coordinator classes, no coordinator protocol of the app; new flows subclass \(Self.newCoordinatorClass)<Route> (XCoordinator is not main-actor isolated, nor are they)",
                first.type.reference))
        let route = routePattern(coordinators, notes: &result)
        let child = childTransition(coordinators, notes: &result)
        result.shape.xcoordinator = XCoordinatorShape(
            route: route, coordinator: Self.newCoordinatorClass, childTransition: child.transition, childAnimation: child.animation)
        return (first.type, result)
    }

    /// How route enums are named: `{Name}Route` where the coordinators' enums are named after their flows.
    private func routePattern(_ coordinators: [Found], notes result: inout ProtocolShapeDetector.Result) -> String {
        let pairs = coordinators.compactMap { found -> (flow: String, route: String)? in
            guard let route = found.route, found.type.name.hasSuffix("Coordinator"),
                index.type(named: route, kinds: [.enum]) != nil
            else { return nil }
            return (String(found.type.name.dropLast("Coordinator".count)), route)
        }
        let counts = Dictionary(
            grouping: pairs.compactMap { pair -> String? in
                guard pair.route.hasPrefix(pair.flow), !pair.flow.isEmpty else { return nil }
                return NamingScheme.placeholder + pair.route.dropFirst(pair.flow.count)
            }, by: { $0 }
        ).mapValues(\.count)
        if let (pattern, count) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) {
            let examples = pairs.map(\.route).prefix(3).joined(separator: ", ")
            result.findings.append(
                AdoptionFinding(
                    "routes", "route enums named \(pattern) (\(count) of \(pairs.count): \(examples)), one per coordinator",
                    coordinators.first?.type.reference))
            return pattern
        }
        result.undecided.append(
            "no route enum named after its coordinator: new flows get {Name}Route (shape.xcoordinator.route in .coordgen.yml)")
        return "\(NamingScheme.placeholder)Route"
    }

    /// The transition the parents' `prepareTransition(for:)` clauses show a child coordinator with, and
    /// its `animation:` argument, the most common first; `present` where no clause shows one so.
    private func childTransition(
        _ coordinators: [Found], notes result: inout ProtocolShapeDetector.Result
    ) -> (transition: String, animation: String?) {
        let names = Set(coordinators.map(\.type.name))
        let accepted = Set(Self.childTransitions).union(Self.appTransitions(in: index))
        var seen: [(transition: String, animation: String?, reference: SourceReference)] = []
        var others: [String] = []
        for found in coordinators {
            for clause in Self.prepareTransitionClauses(of: found.type) where Self.makes(oneOf: names, clause) {
                guard let call = Self.transitionCall(in: clause) else { continue }
                let verb = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                if accepted.contains(verb) {
                    let animation = call.arguments.first { $0.label?.text == "animation" }?.expression.trimmedDescription
                    seen.append((verb, animation, found.type.reference))
                } else if !others.contains(verb) {
                    others.append(verb)
                }
            }
        }
        let spelling = { (clause: (transition: String, animation: String?, reference: SourceReference)) in
            "\(clause.transition)|\(clause.animation ?? "")"
        }
        let counts = Dictionary(grouping: seen, by: spelling).mapValues(\.count)
        if let best = seen.max(by: { counts[spelling($0), default: 0] < counts[spelling($1), default: 0] }) {
            let call = XCoordinatorShape(route: "", coordinator: "", childTransition: best.transition, childAnimation: best.animation)
                .childTransitionCall(showing: "child")
            result.findings.append(
                AdoptionFinding(
                    "children",
                    "made in a clause of the parent's prepareTransition(for:) and shown by \(call) (\(seen.count) clause\(seen.count == 1 ? "" : "s"))",
                    best.reference))
            return (best.transition, best.animation)
        }
        let otherNote =
            others.isEmpty
            ? "no clause of a prepareTransition(for:) makes a child coordinator"
            : "the clauses that make a child show it by .\(others.joined(separator: ", ."))"
        let choices = (Self.childTransitions + Self.appTransitions(in: index)).joined(separator: ", ")
        result.undecided.append(
            "\(otherNote): a new child coordinator, which brings its own navigation controller, is shown by .present(child) (shape.xcoordinator.childTransition in .coordgen.yml: \(choices))"
        )
        return ("present", nil)
    }

    /// The transitions the app declares itself that show a presentable, as the library's `present` does
    /// (`extension Transition { static func presentFullScreen(_ presentable: Presentable, animation:
    /// Animation? = nil) -> Transition }`): a static function of an extension of `Transition` whose
    /// first parameter is a `Presentable` and that takes an `animation:`.
    static func appTransitions(in index: DeclarationIndex) -> [String] {
        index.extensions.filter { baseName(of: $0.name) == "Transition" }.flatMap { extensionDecl in
            (extensionDecl.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.compactMap { function -> String? in
                let parameters = Array(function.signature.parameterClause.parameters)
                guard function.modifiers.contains(where: { $0.name.text == "static" }),
                    let first = parameters.first, first.type.trimmedDescription.removingAnyPrefix == "Presentable",
                    parameters.contains(where: { $0.firstName.text == "animation" })
                else { return nil }
                return function.name.text
            }
        }
    }

    /// The clauses of the switch in `type`'s `prepareTransition(for:)`.
    static func prepareTransitionClauses(of type: TypeDeclaration) -> [SwitchCaseSyntax] {
        let functions = (type.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { $0.name.text == prepareTransition }
        return functions.flatMap { function -> [SwitchCaseSyntax] in
            guard let body = function.body else { return [] }
            return SwiftDeclarationLookup.all(SwitchCaseSyntax.self, in: body) { _ in true }
        }
    }

    /// Whether `clause` calls the initialiser of one of `coordinators` (`ProfileCoordinator()`).
    static func makes(oneOf coordinators: Set<String>, _ clause: SwitchCaseSyntax) -> Bool {
        !SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: clause) { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self).map { coordinators.contains($0.baseName.text) } ?? false
        }.isEmpty
    }

    /// The outermost `.transition(…)` call without a base that `clause` returns (`.present(child)`).
    static func transitionCall(in clause: SwitchCaseSyntax) -> FunctionCallExprSyntax? {
        SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: clause) { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
            return call.parent?.as(ReturnStmtSyntax.self) != nil || call.parent?.parent?.is(CodeBlockItemSyntax.self) == true
        }.first
    }
}
