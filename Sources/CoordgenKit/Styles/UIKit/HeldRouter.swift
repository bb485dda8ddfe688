import SwiftSyntax

/// The router a coordinator class holds where the app's protocol declares no navigation controller and
/// the class holds none: a stored property of its own, else of the nearest base class that declares
/// one a subclass can read (`class Coordinator: BaseCoordinator { let router: RouterType }`), whose type
/// the app declares with push and pop methods (`push(_:animated:completion:)`, `popModule(animated:)`).
/// A new screen of that coordinator is shown through it, called the way the router's methods take.
struct HeldRouter: Equatable, Sendable {
    /// The property (`router`), with `?` after it where it is optional.
    private(set) var access: String
    /// The property's name (`router`) and its type as written, without the optional (`any RouterType`).
    let property: String
    let type: String
    /// The class that declares it: the coordinator itself or one of its base classes.
    let declaredBy: String
    /// The calls, each on `access` (`push(viewController, animated: true, completion: nil)`).
    let pushCall: String
    let popCall: String
    let presentCall: String
    let dismissCall: String
    /// Whether the router has no push and pop, only present and dismiss: a pushed screen is presented
    /// through it, the one way it shows screens (`pushCall` and `popCall` are then its present and dismiss).
    let presentsOnly: Bool
    /// Whether the router pushes a screen but has no call that takes it off without naming a screen
    /// (its pop takes one: `pop(_ viewController: UIViewController, animated: Bool = true)`): a pushed
    /// screen then leaves through its own navigation controller (``RouterPushOnly``), and `popCall` is empty.
    let popsScreenItself: Bool

    /// The router `className` holds (declared in `source`), its own first, then its base classes' in
    /// `index`; nil when neither holds one.
    static func find(inClass className: String, source: String, index: DeclarationIndex) throws -> HeldRouter? {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        if let own = router(in: TypeMemberLookup.memberBlock(of: type)?.members, inherited: false, declaredBy: className, index: index) {
            return own
        }
        guard let declared = index.type(named: className, kinds: [.class]) else { return nil }
        for base in index.classChain(from: declared).dropFirst() {
            if let found = router(in: base.members, inherited: true, declaredBy: base.name, index: index) { return found }
        }
        return nil
    }

    /// The router a new subclass of `baseClass` inherits: a stored property of that class or of one it
    /// inherits from, that a subclass can read; nil where none holds one.
    static func inherited(fromBase baseClass: String, index: DeclarationIndex) -> HeldRouter? {
        guard let declared = index.type(named: baseClass, kinds: [.class]) else { return nil }
        for base in index.classChain(from: declared) {
            if let found = router(in: base.members, inherited: true, declaredBy: base.name, index: index) { return found }
        }
        return nil
    }

    /// The router an initialiser parameter passes in, as the class stores it under the parameter's name;
    /// nil where its type is no router the app declares.
    static func passed(
        _ parameter: InitializerRequirement.Parameter, declaredBy className: String, index: DeclarationIndex
    ) -> HeldRouter? {
        let text = parameter.type.trimmingCharacters(in: .whitespaces)
        let optional = text.hasSuffix("?") || text.hasSuffix("!")
        let written = optional ? String(text.dropLast()) : text
        guard let declared = index.type(named: written.removingAnyPrefix, kinds: [.protocol, .class]) else { return nil }
        return HeldRouter(name: parameter.name, optional: optional, written: written, declaredBy: className, type: declared, index: index)
    }

    /// The first stored property in `members` whose type is a router; where inherited, one a subclass
    /// can read.
    private static func router(
        in members: MemberBlockItemListSyntax?, inherited: Bool, declaredBy: String, index: DeclarationIndex
    ) -> HeldRouter? {
        for member in members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                !(inherited && variable.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }))
            else { continue }
            for binding in variable.bindings {
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let annotation = binding.typeAnnotation
                else { continue }
                let type = TypeText(syntax: annotation.type)
                let typeName = type.baseName.removingAnyPrefix
                guard let declared = index.type(named: typeName, kinds: [.protocol, .class]),
                    let router = HeldRouter(
                        name: name, optional: type.isOptional, written: type.unwrapped.textWithoutTrivia, declaredBy: declaredBy,
                        type: declared, index: index)
                else { continue }
                return router
            }
        }
        return nil
    }

    private init?(name: String, optional: Bool, written: String, declaredBy: String, type: TypeDeclaration, index: DeclarationIndex) {
        let forms = RouterCallForms(of: type, index: index)
        let methods = forms.methodNames
        func method(_ prefix: String, avoiding: String) -> String? {
            methods.first { $0 == prefix } ?? methods.sorted().first { $0.hasPrefix(prefix) && !$0.contains(avoiding) }
        }
        var presented: (show: String, hide: String)?
        if let present = method("present", avoiding: "Root"), let show = Self.showCall(of: present, forms, type: type, index: index),
            let dismiss = method("dismiss", avoiding: "Root"), let dismissArguments = Self.hideArguments(of: dismiss, forms)
        {
            presented = (show, "\(dismiss)(\(dismissArguments))")
        }
        if let push = method("push", avoiding: "Root"), let show = Self.showCall(of: push, forms, type: type, index: index),
            let pop = method("pop", avoiding: "Root"), let popArguments = Self.hideArguments(of: pop, forms)
        {
            pushCall = show
            popCall = "\(pop)(\(popArguments))"
            presentsOnly = false
            popsScreenItself = false
        } else if let presented {
            // A router that only presents (its root is no navigation controller): every screen is presented.
            (pushCall, popCall) = presented
            presentsOnly = true
            popsScreenItself = false
        } else if let started = Self.startAndEnd(methods, forms, type: type, index: index) {
            // A router whose one way to show a screen is to start it (`start(_:animated:onEnded:)`).
            (pushCall, popCall) = started
            presentsOnly = false
            popsScreenItself = false
        } else if let stack = RouterNavigationStack(of: type, index: index) {
            // Its methods take the app's own module protocol, which view controllers do not all adopt:
            // the navigation controller it exposes shows the screen.
            (pushCall, popCall) = (stack.pushCall, stack.popCall)
            presented = presented ?? (stack.presentCall, stack.dismissCall)
            presentsOnly = false
            popsScreenItself = false
        } else if let pushOnly = RouterPushOnly(methods: methods, forms: forms, type: type, index: index) {
            (pushCall, popCall) = (pushOnly.pushCall, "")
            presentsOnly = false
            popsScreenItself = true
        } else {
            return nil
        }
        access = optional ? "\(name)?" : name
        property = name
        self.type = written
        self.declaredBy = declaredBy
        presentCall = presented?.show ?? ""
        dismissCall = presented?.hide ?? ""
    }

    /// The same router as a coordinator holds it that stores it in a property of the same name, not
    /// optional (a new flow handed its parent's router).
    var storedUnwrapped: HeldRouter {
        var stored = self
        stored.access = property
        return stored
    }

    /// The call of `method` that shows the screen `viewController`, with the label the router gives it
    /// (`push(viewController, animated: true)`, `push(controller: viewController)`); nil where no overload
    /// takes a view controller first or its other parameters cannot be filled.
    static func showCall(of method: String, _ forms: RouterCallForms, type: TypeDeclaration, index: DeclarationIndex) -> String? {
        guard let label = screenLabel(method, type: type, index: index),
            let arguments = forms.showArguments(of: method, screenLabel: label)
                ?? forms.filledArguments(of: method, takingScreen: true, screenLabel: label)
        else { return nil }
        return "\(method)(\(label == "_" ? "" : "\(label): ")viewController\(arguments))"
    }

    /// The argument label of the view controller an overload of `method` takes first (`_`, `controller`):
    /// its type is `UIViewController` or a protocol the app makes every view controller adopt
    /// (`extension UIViewController: Presentable`); nil where no overload takes one first.
    static func screenLabel(_ method: String, type: TypeDeclaration, index: DeclarationIndex) -> String? {
        let screenTypes: Set<String> = Set(["UIViewController"] + index.extensions(of: "UIViewController").flatMap(\.inherited))
        let firsts = index.members(of: type).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.compactMap { function in
            function.name.text == method ? function.signature.parameterClause.parameters.first : nil
        }
        let screens = firsts.filter { screenTypes.contains(TypeText(syntax: $0.type).baseName.removingAnyPrefix) }
        // An unlabelled screen first, as coordgen's own router takes it; else the label the app's router spells.
        return screens.contains { $0.firstName.text == "_" } ? "_" : screens.first?.firstName.text
    }

    /// The arguments of a call that takes the screen away, filled the same way (`pop(true)`).
    static func hideArguments(of method: String, _ forms: RouterCallForms) -> String? {
        forms.hideArguments(of: method) ?? forms.filledArguments(of: method, takingScreen: false)
    }
}
