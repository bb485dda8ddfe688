import SwiftSyntax

/// The navigation stack a coordinator class holds where the app's protocol declares none: a stored
/// navigation controller property of the class's own, else of the nearest base class that declares one
/// (`BaseNavigationCoordinator.navigationController`, `BaseCoordinator.root`), reached through a
/// `typealias` of a base class too (`typealias TabItemCoordinator = BaseCoordinator & TabItem`).
/// A new screen of that coordinator is shown on it.
struct HeldNavigationStack: Equatable {
    /// The property, as the screen snippets read it (`name`, optional or not).
    let property: PropertyRequirement
    /// The class that declares it: the coordinator itself or one of its base classes.
    let declaredBy: String

    /// The stack `className` holds (declared in `source`), its own first, then its base classes' in
    /// `index`; nil when neither it nor a base class the app declares holds one it can read (a base
    /// class's `private` property is not the subclass's to use).
    static func find(inClass className: String, source: String, index: DeclarationIndex) throws -> HeldNavigationStack? {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        let classifier = NavigationControllerTypes(index: index)
        if let own = classifier.stack(in: TypeMemberLookup.memberBlock(of: type)?.members, inherited: false) {
            return HeldNavigationStack(property: own, declaredBy: className)
        }
        var next = type.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.first.flatMap { SyntaxNames.typeName($0.type) }
        var seen: Set<String> = [className]
        while let name = next, seen.insert(name).inserted {
            guard let base = classifier.baseClass(named: name) else { return nil }
            if let found = classifier.stack(in: base.members, inherited: true) {
                return HeldNavigationStack(property: found, declaredBy: base.name)
            }
            next = base.inheritedNames.first
        }
        return nil
    }
}

/// Which types are navigation controllers (`UINavigationController` and the app's subclasses of it), and
/// the classes a coordinator inherits from, as the app declares them.
struct NavigationControllerTypes {
    let index: DeclarationIndex

    /// The first stored property of a navigation controller type in `members`; where they are
    /// inherited, one a subclass can read (not `private` or `fileprivate`, though `private(set)` is).
    func stack(in members: MemberBlockItemListSyntax?, inherited: Bool) -> PropertyRequirement? {
        for member in members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                !(inherited && variable.modifiers.contains(where: Self.hidesFromSubclasses))
            else { continue }
            for binding in variable.bindings {
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = Self.declaredType(of: binding)
                else { continue }
                guard isNavigationController(type.baseName) else { continue }
                return PropertyRequirement(
                    name: name, type: type.baseName, optional: type.isOptional,
                    settable: variable.bindingSpecifier.tokenKind == .keyword(.var))
            }
        }
        return nil
    }

    /// The binding's type: as annotated, else the type it is made with in place (`private let
    /// navigationController = UINavigationController()`, `lazy var stack = AppNavigationController(…)`).
    static func declaredType(of binding: PatternBindingSyntax) -> TypeText? {
        if let annotation = binding.typeAnnotation { return TypeText(syntax: annotation.type) }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            let made = call.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return nil }
        return TypeText(syntax: TypeSyntax(IdentifierTypeSyntax(name: made.baseName.trimmed)))
    }

    /// The class named `name` the app declares, looking through a `typealias` that names one (alone or
    /// in a composition with protocols).
    func baseClass(named name: String) -> TypeDeclaration? {
        if let declared = index.type(named: name, kinds: [.class]) { return declared }
        guard let alias = index.type(named: name, kinds: [.typealias]) else { return nil }
        for statement in alias.file.tree.statements {
            guard let declaration = statement.item.as(TypeAliasDeclSyntax.self), declaration.name.text == name else { continue }
            let value = declaration.initializer.value
            let names =
                value.as(CompositionTypeSyntax.self)?.elements.compactMap { SyntaxNames.typeName($0.type) }
                ?? [SyntaxNames.typeName(value)].compactMap { $0 }
            return names.lazy.compactMap { index.type(named: $0, kinds: [.class]) }.first
        }
        return nil
    }

    /// `UINavigationController`, or a class of the app's that inherits from it.
    func isNavigationController(_ typeName: String) -> Bool {
        var name = typeName.split(separator: ".").last.map(String.init) ?? typeName
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if name == "UINavigationController" { return true }
            guard let declared = index.type(named: name, kinds: [.class]), let superclass = declared.inheritedNames.first else {
                return false
            }
            name = superclass
        }
        return false
    }

    private static func hidesFromSubclasses(_ modifier: DeclModifierSyntax) -> Bool {
        ["private", "fileprivate"].contains(modifier.name.text) && modifier.detail == nil
    }
}
