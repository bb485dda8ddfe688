import SwiftSyntax

/// Reads how a SwiftUI app whose coordinators own their stacks starts a child flow: the optional
/// property a parent holds it in (`@Published var profile: ProfileCoordinator?`), the modifier that
/// presents it (`.sheet(item: $coordinator.profile) { CoordinatorView(coordinator: $0) }`), the
/// method that creates it (`openProfile()`), and how the child ends: a closure the parent sets
/// (`coordinator.onFinish = { self?.profile = nil }`) or a weak back-reference it calls
/// (`child.parent = self` … `parent?.childDidFinish()`).
///
/// An app whose coordinators start no child yet gets the defaults a new flow would need, each said in
/// `notes`: a sheet, the app's stack view (generic, or one per flow), and an `onFinish` closure.
struct ChildFlowDetector {
    let index: DeclarationIndex
    let coordinators: [TypeDeclaration]
    /// The naming scheme's class pattern (`{Name}Coordinator`, `{Name}Router`): a flow's own stack view
    /// is named after its class where the app has no such view yet.
    let flowClass: String

    struct Result {
        var shape: ChildFlowShape
        /// The parent's method that starts a child, as a pattern (`open{Name}`), when one was found.
        var openFlow: String?
        /// Where the form was read (the presenting modifier), or nil when every value is a default.
        var source: SourceReference?
        /// The values chosen without an example in the app, one sentence each.
        var defaults: [String]
    }

    func detect() -> Result {
        let observable = !coordinators.isEmpty && coordinators.allSatisfy { $0.attributes.contains("Observable") }
        let names = Set(coordinators.map(\.name))
        // Every optional property of a coordinator typed by another coordinator: a child it can show.
        var holders: [String: (parent: TypeDeclaration, child: String)] = [:]
        for parent in coordinators {
            for member in parent.members ?? [] {
                guard let (name, type) = FamilyShapeDetector.storedProperty(member.decl), type.isOptional,
                    names.contains(type.baseName), type.baseName != parent.name
                else { continue }
                holders[name] = (parent, type.baseName)
            }
        }
        // Coordinators that keep others in stored properties (`let tabCoordinator = TabCoordinator()`)
        // form a tree a new flow joins under a parent, whoever creates the root.
        if holders.isEmpty, !coordinatorsKeepCoordinators(names), let owned = viewOwnedFlows(observable: observable) { return owned }
        var defaults: [String] = []
        let presented = holders.isEmpty ? nil : presentation(of: Set(holders.keys))
        let view: String
        if let presented, let shown = presented.view, let stackView = viewPattern(shown, child: holders[presented.property]?.child) {
            view = stackView
        } else {
            view = defaultView()
            defaults.append("each flow's stack is shown by \(view)")
        }
        var shape = ChildFlowShape(
            presentation: presented?.modifier ?? "sheet", view: view, observable: observable ? true : nil)
        if presented == nil {
            defaults.append("a child flow is presented in a sheet")
        }
        var openFlow: String?
        if let (property, holder) = holders.sorted(by: { $0.key < $1.key }).first(where: { $0.key == presented?.property })
            ?? holders.sorted(by: { $0.key < $1.key }).first,
            let opener = opener(assigning: property, in: holder.parent)
        {
            let stem = Self.stem(of: holder.child)
            if opener.method.contains(stem) { openFlow = NamingSchemeDetector.replacingFirst(stem, in: opener.method) }
            if let back = opener.backReference, let child = index.type(named: holder.child, kinds: [.class]),
                let method = calledMethod(on: back, in: child)
            {
                shape.parentProperty = back
                shape.parentFinish = method
            } else if let closure = opener.closure {
                shape.finishClosure = closure
            }
        }
        if shape.finishClosure == nil, !shape.endsThroughParent {
            shape.finishClosure = "onFinish"
            defaults.append("a child flow ends through its onFinish closure")
        }
        return Result(shape: shape, openFlow: openFlow, source: presented?.source, defaults: defaults)
    }

    /// Whether a coordinator keeps another in a stored property, typed by it or created in place.
    private func coordinatorsKeepCoordinators(_ names: Set<String>) -> Bool {
        coordinators.contains { parent in
            (parent.members ?? []).contains { member in
                guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first else { return false }
                let typed = binding.typeAnnotation.map { TypeText(syntax: $0.type).baseName }
                let created = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
                    .as(DeclReferenceExprSyntax.self)?.baseName.text
                return (typed ?? created).map { $0 != parent.name && names.contains($0) } ?? false
            }
        }
    }

    /// The flow name a coordinator class carries (`Profile` in `ProfileCoordinator`).
    static func stem(of className: String) -> String {
        className.hasSuffix("Coordinator") && className != "Coordinator" ? String(className.dropLast("Coordinator".count)) : className
    }

    // MARK: Flows their views create

    /// Where no coordinator holds another but views create them (`@StateObject private var coordinator =
    /// SettingsCoordinator()`): the view pattern (`{Name}FlowView`), and the closure a flow ends through
    /// where the coordinators have one (`onClose`).
    private func viewOwnedFlows(observable: Bool) -> Result? {
        let names = Set(coordinators.map(\.name))
        var owners: [(coordinator: String, view: TypeDeclaration)] = []
        for type in index.types where type.kind == .struct && type.inherited.contains("View") {
            for member in type.members ?? [] {
                if let coordinator = member.decl.as(VariableDeclSyntax.self)?.ownedObjectType, names.contains(coordinator) {
                    owners.append((coordinator, type))
                }
            }
        }
        let named = owners.first(where: { $0.view.name.contains(Self.stem(of: $0.coordinator)) })
        // Views that create two or more coordinators (one per tab) own the flows, whatever they are called.
        let tabs = Set(owners.map(\.coordinator)).count >= 2 ? owners.first : nil
        guard let (coordinator, view) = named ?? tabs else { return nil }
        // A class that names no flow (`Coordinator`, shown by `CoordinatorView`): a new flow's view is the
        // new class's name with the same suffix (`SettingsCoordinatorView`), never a screen's name; so is
        // it where one view creates every flow's coordinator (a `TabView` of tabs).
        let stem = Self.stem(of: coordinator)
        let pattern =
            named == nil
            ? flowClass + "View"
            : stem == coordinator && view.name.hasPrefix(coordinator)
                ? flowClass + view.name.dropFirst(coordinator.count)
                : NamingSchemeDetector.replacingFirst(stem, in: view.name)
        var shape = ChildFlowShape(presentation: "sheet", view: pattern, observable: observable ? true : nil, ownedByView: true)
        let ends = ["finish", "complet", "close", "done", "dismiss"]
        shape.finishClosure =
            coordinators.lazy.flatMap { Array($0.members ?? []) }.compactMap { member -> String? in
                guard let (name, type) = FamilyShapeDetector.storedProperty(member.decl), type.isFunction, type.isOptional,
                    ends.contains(where: name.lowercased().contains)
                else { return nil }
                return name
            }.first
        var defaults: [String] = []
        if shape.finishClosure == nil {
            shape.finishClosure = "onFinish"
            defaults.append("a flow ends through its onFinish closure")
        }
        return Result(shape: shape, openFlow: nil, source: view.reference, defaults: defaults)
    }

    // MARK: The presenting modifier

    private struct Presentation {
        let modifier: String
        let property: String
        /// The view created with `coordinator:`; nil where the content asks the child for its view
        /// (`{ seasons in seasons.start() }`).
        let view: String?
        let source: SourceReference
    }

    /// The first `sheet(item:)` or `fullScreenCover(item:)` bound to one of `properties`, and the view
    /// its content creates with `coordinator:`.
    private func presentation(of properties: Set<String>) -> Presentation? {
        for type in index.types where type.kind == .struct {
            guard let block = type.memberBlock else { continue }
            let finder = PresentationFinder(properties: properties)
            finder.walk(block)
            if let found = finder.found {
                return Presentation(
                    modifier: found.modifier, property: found.property, view: found.view, source: type.file.reference(to: found.node))
            }
        }
        return nil
    }

    /// `{Name}CoordinatorView` for `ProfileCoordinatorView` showing `ProfileCoordinator`; a generic view's
    /// own name.
    private func viewPattern(_ view: String, child: String?) -> String? {
        if let declared = index.type(named: view, kinds: [.struct]), declared.isGeneric { return view }
        guard let child else { return nil }
        let stem = Self.stem(of: child)
        return view.contains(stem) ? NamingSchemeDetector.replacingFirst(stem, in: view) : nil
    }

    /// Without a presented child: a generic view binding a `NavigationStack` if the app has one, else the
    /// per-flow view the coordinators' own views are named after (`AppCoordinatorView`).
    private func defaultView() -> String {
        let stackViews = index.types.filter { type in
            type.kind == .struct && type.inherited.contains("View")
                && (type.memberBlock?.description.contains("NavigationStack(path:") ?? false)
        }
        if let generic = stackViews.first(where: { $0.isGeneric && Self.madeWithItsCoordinatorAlone($0) }) { return generic.name }
        for coordinator in coordinators {
            let stem = Self.stem(of: coordinator.name)
            if let own = stackViews.first(where: { $0.name.hasPrefix(coordinator.name) }) {
                return NamingSchemeDetector.replacingFirst(stem, in: own.name)
            }
        }
        return "\(flowClass)View"
    }

    /// Whether a view is made with one argument, its coordinator (`CoordinatorView(coordinator:)`): one
    /// stored property without a default value that no environment fills. A generic stack view that also
    /// takes its root view (`FlowStack(coordinator:root:)`) is not one a new flow can show itself with.
    private static func madeWithItsCoordinatorAlone(_ view: TypeDeclaration) -> Bool {
        let filledByEnvironment = ["Environment", "EnvironmentObject", "State", "StateObject"]
        let arguments = (view.members.map(Array.init) ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            guard let binding = variable.bindings.first, binding.accessorBlock == nil, binding.initializer == nil,
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return false }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            return !attributes.contains(where: filledByEnvironment.contains)
        }
        return arguments.count == 1
    }

    // MARK: The method that starts a child

    private struct Opener {
        let method: String
        /// `child.parent = self`: the property set to the parent.
        let backReference: String?
        /// `child.onFinish = { … }`: the closure property set.
        let closure: String?
    }

    /// The parent's method that assigns `property`, with what it sets on the child first.
    private func opener(assigning property: String, in parent: TypeDeclaration) -> Opener? {
        for member in parent.members ?? [] {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            let finder = AssignmentFinder()
            finder.walk(body)
            guard let local = finder.assignments.first(where: { $0.target == property || $0.target == "self.\(property)" })?.value
            else { continue }
            let back = finder.assignments.first { $0.target.hasPrefix("\(local).") && $0.value == "self" }
            let closure = finder.assignments.first { $0.target.hasPrefix("\(local).") && $0.isClosure }
            return Opener(
                method: function.name.text, backReference: back.map { String($0.target.dropFirst(local.count + 1)) },
                closure: closure.map { String($0.target.dropFirst(local.count + 1)) })
        }
        return nil
    }

    /// The method a class calls on `property` without arguments (`parent?.childDidFinish()`).
    private func calledMethod(on property: String, in type: TypeDeclaration) -> String? {
        guard let block = type.memberBlock else { return nil }
        let finder = CallOnPropertyFinder(property: property)
        finder.walk(block)
        return finder.method
    }
}

/// `.sheet(item: $x.property) { … View(coordinator: …) }`, the first one bound to a known property.
private final class PresentationFinder: SyntaxVisitor {
    let properties: Set<String>
    var found: (modifier: String, property: String, view: String?, node: FunctionCallExprSyntax)?

    init(properties: Set<String>) {
        self.properties = properties
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["sheet", "fullScreenCover"].contains(member.declName.baseName.text),
            let item = node.arguments.first(where: { $0.label?.text == "item" }),
            let binding = item.expression.as(MemberAccessExprSyntax.self), binding.base?.trimmedDescription.hasPrefix("$") == true,
            properties.contains(binding.declName.baseName.text), let content = node.trailingClosure
        else { return .visitChildren }
        let viewFinder = CoordinatorViewFinder(viewMode: .sourceAccurate)
        viewFinder.walk(content)
        if let view = viewFinder.view {
            found = (member.declName.baseName.text, binding.declName.baseName.text, view, node)
        } else if Self.asksForItsView(content) {
            found = (member.declName.baseName.text, binding.declName.baseName.text, nil, node)
        }
        return .visitChildren
    }

    /// Whether the content is only a call without arguments on its parameter (`{ seasons in
    /// seasons.start() }`, `{ $0.rootView }`): the child coordinator gives its own view.
    private static func asksForItsView(_ content: ClosureExprSyntax) -> Bool {
        guard content.statements.count == 1, let expression = content.statements.first?.item.as(ExprSyntax.self) else { return false }
        let parameter = content.signature?.parameterClause.flatMap { clause -> String? in
            if let names = clause.as(ClosureShorthandParameterListSyntax.self) { return names.first?.name.text }
            return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
        } ?? "$0"
        let access = expression.as(FunctionCallExprSyntax.self).flatMap { call in
            call.arguments.isEmpty && call.trailingClosure == nil ? call.calledExpression.as(MemberAccessExprSyntax.self) : nil
        } ?? expression.as(MemberAccessExprSyntax.self)
        return access?.base?.trimmedDescription == parameter
    }
}

/// The first view created with a `coordinator:` argument (`CoordinatorView(coordinator: profile)`).
private final class CoordinatorViewFinder: SyntaxVisitor {
    var view: String?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if view == nil, node.arguments.contains(where: { $0.label?.text == "coordinator" }),
            let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            view = name
        }
        return .visitChildren
    }
}

/// The assignments in a body, as text: `cards = child`, `child.parent = self`, `c.onFinish = { … }`.
private final class AssignmentFinder: SyntaxVisitor {
    struct Assignment {
        let target: String
        let value: String
        let isClosure: Bool
    }
    var assignments: [Assignment] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The parser leaves `a = b` unfolded: three elements, the middle one `=`.
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            assignments.append(
                Assignment(
                    target: elements[0].trimmedDescription, value: elements[2].trimmedDescription,
                    isClosure: elements[2].is(ClosureExprSyntax.self)))
        }
        return .visitChildren
    }
}

/// `property?.method()` or `property.method()` without arguments.
private final class CallOnPropertyFinder: SyntaxVisitor {
    let property: String
    var method: String?

    init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard method == nil, node.arguments.isEmpty, let member = node.calledExpression.as(MemberAccessExprSyntax.self) else {
            return .visitChildren
        }
        let base = member.base?.trimmedDescription ?? ""
        if base == property || base == "\(property)?" || base == "self.\(property)" || base == "self.\(property)?"
            || base == "self?.\(property)" || base == "self?.\(property)?"
        {
            method = member.declName.baseName.text
        }
        return .visitChildren
    }
}
