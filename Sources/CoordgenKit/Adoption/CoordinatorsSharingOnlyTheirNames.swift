import SwiftSyntax

/// Types named `*Coordinator` in an app with no coordinator protocol nor base class, that the
/// naming-convention family (``NamingConventionShapeDetector``) cannot read: plain classes that show
/// screens through a `rootViewController: UIViewController` they present on, or return their views
/// (`func rootView() -> AnyView`), with no `UINavigationController` and no `start()` two of them share;
/// and SwiftUI views named like coordinators (`struct FirstFlowCoordinator<Content: View>: View`). The
/// refusal names them with what each holds, and what would let `init` adopt them, instead of the generic
/// "no coordinator protocol found" that suggests a `--protocol` such an app has no answer to.
struct CoordinatorsSharingOnlyTheirNames {
    /// The classes, as the naming-convention family reads them.
    let classes: [NamingConventionShapeDetector.Member]
    /// The top-level structs named like coordinators.
    let structs: [TypeDeclaration]
    let index: DeclarationIndex

    /// Nil where the app declares no such type.
    init?(index: DeclarationIndex) {
        classes = NamingConventionShapeDetector(index: index).candidates().filter { !$0.type.isDeclaredInTests }
        structs = index.types.filter { type in
            type.kind == .struct && !type.isNested && !type.isDeclaredInTests && type.name.hasSuffix("Coordinator")
        }
        self.index = index
        guard !classes.isEmpty || !structs.isEmpty else { return nil }
    }

    /// The one line `init` refuses with.
    var refusal: String {
        var parts: [String] = []
        if !classes.isEmpty {
            let shared = sharedRefinedProtocol.map { refined in
                "conform (in extensions) to per-flow protocols (\(Self.listed(refined.perFlow))) that all refine \(refined.protocol), which coordgen does not take for their protocol unasked"
            }
            parts.append(
                "the classes named like coordinators (\(Self.listed(classes.map(describe)))) \(shared ?? "share no protocol nor base class"), and coordgen adopts such classes where two or more hold a `UINavigationController` property and have start(), which it pushes new screens on and starts new flows with"
                    + (returningViews.isEmpty ? "" : swiftUIShapes))
        }
        if !structs.isEmpty {
            // `ContentFlowCoordinator (View)`, `SettingsCoordinator (View, CoordinatorProtocol)`.
            let described = structs.map { type in type.inherited.isEmpty ? type.name : "\(type.name) (\(type.inherited.joined(separator: ", ")))" }
            let are = structs.count == 1 ? "is a struct" : "are structs"
            parts.append(
                "the types named like coordinators \(Self.listed(described)) \(are), which coordgen does not adopt: it writes into coordinator classes")
        }
        let advice =
            classes.isEmpty
            ? "coordgen finds no coordinator class to record; write new flows by hand"
            : sharedRefinedProtocol.map {
                "run coordgen init --protocol \($0.protocol) to adopt them by the protocol they share (new flows are then made like one of them with --like), or write new flows by hand"
            } ?? "give the coordinator classes that shape, or a protocol they all conform to, and run coordgen init again, or write new flows by hand"
        return "no coordinator protocol found: \(parts.joined(separator: "; and ")); \(advice)"
    }

    /// The one protocol of the app that every class conforms to through a protocol of its own refining
    /// it (`extension LoginCoordinator: LoginCoordinable {}` with `protocol LoginCoordinable: Coordinable`),
    /// with those per-flow protocols; nil where the classes are fewer than two or share none.
    private var sharedRefinedProtocol: (protocol: String, perFlow: [String])? {
        guard classes.count > 1 else { return nil }
        var perFlow: [String] = []
        var shared: Set<String>?
        for member in classes {
            let conformed = ([member.type] + index.extensions(of: member.type.name)).flatMap(\.inheritedNames)
            let protocols = conformed.compactMap { index.type(named: $0, kinds: [.protocol]) }
            let refined = Set(protocols.flatMap { $0.inheritedNames.filter { index.type(named: $0, kinds: [.protocol]) != nil } })
            shared = shared.map { $0.intersection(refined) } ?? refined
            perFlow += protocols.filter { !$0.inheritedNames.filter(refined.contains).isEmpty }.map(\.name)
        }
        guard let shared, shared.count == 1, let refined = shared.first else { return nil }
        return (refined, perFlow)
    }

    /// The classes that hold no view controller and return their view (SwiftUI coordinators).
    private var returningViews: [String] {
        classes.filter { member in
            let members = index.members(of: member.type).map(\.decl)
            return !members.contains { Self.heldController($0) != nil } && members.contains { Self.viewBuilder($0) != nil }
        }.map(\.type.name)
    }

    /// What coordgen reads in SwiftUI, said where the classes return their views, with why these are not it.
    private var swiftUIShapes: String {
        let they = returningViews.count == 1 ? "\(returningViews[0]) returns" : "\(Self.listed(returningViews)) return"
        return
            "; in SwiftUI, it adopts `ObservableObject` (or `@Observable`) classes that hold a path of routes (`NavigationPath`, or an array of a route enum) with a view builder switching over the routes, or flags their view binds (to which it adds a new screen as a case and its view, or a flag); \(they) a view and hold no path of routes nor flags, so coordgen has no route to add a screen as, nor a path to start a flow on"
    }

    /// `MainCoordinator (holds rootViewController: UIViewController, no start())`.
    private func describe(_ member: NamingConventionShapeDetector.Member) -> String {
        let members = index.members(of: member.type).map(\.decl)
        let held = members.lazy.compactMap(Self.heldController).first
        let view = members.lazy.compactMap(Self.viewBuilder).first
        var traits = [held.map { "holds \($0)" } ?? view.map { "returns its view from \($0)" } ?? "holds no view controller"]
        traits.append(member.startsPlainly ? "start()" : "no start()")
        return "\(member.type.name) (\(traits.joined(separator: ", ")))"
    }

    /// `rootViewController: UIViewController`: a stored property typed like a view controller.
    private static func heldController(_ decl: DeclSyntax) -> String? {
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type
        else { return nil }
        return TypeText(syntax: type).baseName.hasSuffix("Controller") ? "\(name): \(type.trimmedDescription)" : nil
    }

    /// `rootView() -> AnyView`: a method returning a view; `view: AnyView`: a computed property of one.
    private static func viewBuilder(_ decl: DeclSyntax) -> String? {
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first, binding.accessorBlock != nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type.trimmedDescription, type.hasSuffix("View")
        {
            return "\(name): \(type)"
        }
        guard let function = decl.as(FunctionDeclSyntax.self), let returned = function.signature.returnClause?.type.trimmedDescription,
            returned.hasSuffix("View")
        else { return nil }
        return "\(function.name.text)() -> \(returned)"
    }

    private static func listed(_ names: [String]) -> String {
        names.count > 4 ? names.prefix(4).joined(separator: ", ") + " and \(names.count - 4) more" : names.joined(separator: ", ")
    }
}
